import type { NamespaceFeedNamesTranslation } from '../../i18n-types.ts';

const es_ES_feedNames = {
  sports: {
    '1': 'Fútbol', '2': 'Tenis', '3': 'Béisbol', '4': 'Voleibol', '5': 'Balonmano', '6': 'Tenis de mesa', '7': 'Críquet', '8': 'Rugby Union', '9': 'Rugby League', '10': 'Fútbol sala',
    '11': 'Waterpolo', '12': 'Floorball', '13': 'Golf', '14': 'Dardos', '15': 'Snooker', '16': 'Bádminton', '17': 'Vóley playa', '18': 'Fútbol australiano', '19': 'Hockey hierba', '20': 'Baloncesto',
    '21': 'Fútbol americano', '22': 'Fórmula 1', '23': 'Motociclismo', '24': 'NASCAR', '25': 'Ciclismo', '26': 'Squash', '27': 'Bandy', '28': 'Fútbol gaélico', '29': 'Hurling', '30': 'Boxeo',
    '31': 'Lacrosse', '32': 'Netball', '33': 'Pádel', '34': 'Galgos', '35': 'Hockey sobre hielo', '36': 'Esquí alpino', '37': 'Saltos de esquí', '38': 'Sumo', '39': 'Juegos Olímpicos', '40': 'Ajedrez',
    '41': 'Kabaddi', '42': 'Sóftbol', '43': 'Fútbol playa', '66': 'eSports', '68': 'MMA', '92': 'Carreras de caballos', '111': 'Cuotas mejoradas',
  },
  categories: {
    england: 'Inglaterra', scotland: 'Escocia', wales: 'Gales', 'international-clubs': 'Clubes internacionales', international: 'Internacional', 'itf-men': 'ITF masculino', 'itf-women': 'ITF femenino', specials: 'Especiales',
  },
  tournaments: {
    'international-friendlies': 'Amistosos internacionales', 'world-cup-qualification-uefa': 'Clasificación Mundial UEFA', 'world-championship': 'Campeonato del Mundo', 'european-championship': 'Campeonato de Europa',
    'nations-league': 'Liga de Naciones', 'world-cup': 'Copa del Mundo', 'beach-soccer-world-cup': 'Mundial de fútbol playa', 't20-world-cup': 'Mundial T20', 'netball-world-cup': 'Mundial de netball',
    'world-title-fights': 'Combates por el título mundial', heavyweight: 'Peso pesado', middleweight: 'Peso medio', lightweight: 'Peso ligero', 'world-cup-downhill': 'Copa del Mundo de descenso',
    'world-cup-slalom': 'Copa del Mundo de eslalon', 'world-cup-giant-slalom': 'Copa del Mundo de eslalon gigante', 'four-hills-tournament': 'Torneo de los Cuatro Trampolines',
    'olympic-games-medal-match-ups': 'Juegos Olímpicos - Duelos por medallas', 'todays-boosts': 'Mejoras de hoy', 'weekend-boosts': 'Mejoras del fin de semana', 'monaco-grand-prix': 'Gran Premio de Mónaco',
    'british-grand-prix': 'Gran Premio de Gran Bretaña', 'italian-grand-prix': 'Gran Premio de Italia', 'belgian-grand-prix': 'Gran Premio de Bélgica', 'japanese-grand-prix': 'Gran Premio de Japón',
    'las-vegas-grand-prix': 'Gran Premio de Las Vegas', 'candidates-tournament': 'Torneo de Candidatos',
  },
  periods: { firstHalf: '1.ª parte', secondHalf: '2.ª parte', quarter: '{n|ordinal}.º cuarto', period: '{n|ordinal}.º periodo', set: '{n|ordinal}.º set', frame: '{n|ordinal}.º frame', inning: '{n|ordinal}.ª entrada', map: 'Mapa {n}' },
  inPeriod: '{period} - {market}',
  markets: {
    winner3Way: '1X2', winner: 'Ganador', handicap: 'Hándicap', spread: 'Hándicap', runLine: 'Hándicap de carreras', puckLine: 'Hándicap de goles', setHandicap: 'Hándicap de sets', frameHandicap: 'Hándicap de frames',
    mapSpread: 'Hándicap de mapas', total: 'Total', totalSets: 'Total de sets', totalFrames: 'Total de frames', mapsOverUnder: 'Más/Menos mapas', overUnder: 'Más/Menos', doubleChance: 'Doble oportunidad',
    drawNoBet: 'Empate apuesta no válida', bothTeamsToScore: 'Ambos equipos marcan', correctScore: 'Resultado exacto', halfTimeFullTime: 'Descanso/Final', asianHandicap: 'Hándicap asiático',
    goalsOverUnder: 'Más/Menos goles', homeOverUnder: 'Más/Menos local', awayOverUnder: 'Más/Menos visitante', alternativeHandicap: 'Hándicap alternativo', alternativeSpread: 'Hándicap alternativo',
    alternativeOverUnder: 'Más/Menos alternativo', nextGoal: 'Próximo gol', gameHandicap: 'Hándicap de juegos', totalGames: 'Total de juegos',
  },
  outcomes: { over: 'Más', under: 'Menos', yes: 'Sí', no: 'No', other: 'Otro', noGoal: 'Sin gol', draw: 'Empate' },
  statuses: {
    notStarted: 'Sin empezar', halfTime: 'Descanso', break: 'Pausa', ended: 'Finalizado', finished: 'Finalizado', overtime: 'Prórroga', overtimeN: 'Prórroga {n}', penalties: 'Penaltis',
    inningsBreak: 'Descanso entre entradas', interrupted: 'Interrumpido', suspended: 'Suspendido', firstHalf: '1.ª parte', secondHalf: '2.ª parte', quarter: '{n|ordinal}.º cuarto', period: '{n|ordinal}.º periodo', set: '{n|ordinal}.º set',
    frame: '{n|ordinal}.º frame', map: 'Mapa {n}', innings: '{n|ordinal}.ª entrada', top: 'Alta {n|ordinal}.ª', bottom: 'Baja {n|ordinal}.ª', middle: 'Mitad {n|ordinal}.ª', end: 'Fin {n|ordinal}.ª',
  },
} satisfies NamespaceFeedNamesTranslation;

export default es_ES_feedNames;
