import type { NamespaceFeedNamesTranslation } from '../../i18n-types.ts';

const pt_PT_feedNames = {
  sports: {
    '1': 'Futebol', '2': 'Ténis', '3': 'Basebol', '4': 'Voleibol', '5': 'Andebol', '6': 'Ténis de mesa', '7': 'Críquete', '8': 'Râguebi Union', '9': 'Râguebi League', '10': 'Futsal',
    '11': 'Polo aquático', '12': 'Floorball', '13': 'Golfe', '14': 'Dardos', '15': 'Snooker', '16': 'Badmínton', '17': 'Voleibol de praia', '18': 'Futebol australiano', '19': 'Hóquei em campo', '20': 'Basquetebol',
    '21': 'Futebol americano', '22': 'Fórmula 1', '23': 'Motociclismo', '24': 'NASCAR', '25': 'Ciclismo', '26': 'Squash', '27': 'Bandy', '28': 'Futebol gaélico', '29': 'Hurling', '30': 'Boxe',
    '31': 'Lacrosse', '32': 'Netball', '33': 'Padel', '34': 'Galgos', '35': 'Hóquei no gelo', '36': 'Esqui alpino', '37': 'Saltos de esqui', '38': 'Sumo', '39': 'Jogos Olímpicos', '40': 'Xadrez',
    '41': 'Kabaddi', '42': 'Softbol', '43': 'Futebol de praia', '66': 'eSports', '68': 'MMA', '92': 'Corridas de cavalos', '111': 'Odds aumentadas',
  },
  categories: {
    england: 'Inglaterra', scotland: 'Escócia', wales: 'País de Gales', 'international-clubs': 'Clubes internacionais', international: 'Internacional', 'itf-men': 'ITF masculino', 'itf-women': 'ITF feminino', specials: 'Especiais',
  },
  tournaments: {
    'international-friendlies': 'Particulares internacionais', 'world-cup-qualification-uefa': 'Qualificação Mundial UEFA', 'world-championship': 'Campeonato do Mundo', 'european-championship': 'Campeonato da Europa',
    'nations-league': 'Liga das Nações', 'world-cup': 'Taça do Mundo', 'beach-soccer-world-cup': 'Mundial de futebol de praia', 't20-world-cup': 'Mundial T20', 'netball-world-cup': 'Mundial de netball',
    'world-title-fights': 'Combates pelo título mundial', heavyweight: 'Peso pesado', middleweight: 'Peso médio', lightweight: 'Peso leve', 'world-cup-downhill': 'Taça do Mundo de descida',
    'world-cup-slalom': 'Taça do Mundo de slalom', 'world-cup-giant-slalom': 'Taça do Mundo de slalom gigante', 'four-hills-tournament': 'Torneio dos Quatro Trampolins',
    'olympic-games-medal-match-ups': 'Jogos Olímpicos - Duelos por medalhas', 'todays-boosts': 'Aumentos de hoje', 'weekend-boosts': 'Aumentos do fim de semana', 'monaco-grand-prix': 'Grande Prémio do Mónaco',
    'british-grand-prix': 'Grande Prémio da Grã-Bretanha', 'italian-grand-prix': 'Grande Prémio de Itália', 'belgian-grand-prix': 'Grande Prémio da Bélgica', 'japanese-grand-prix': 'Grande Prémio do Japão',
    'las-vegas-grand-prix': 'Grande Prémio de Las Vegas', 'candidates-tournament': 'Torneio de Candidatos',
  },
  periods: { firstHalf: '1.ª parte', secondHalf: '2.ª parte', quarter: '{n|ordinal}.º período', period: '{n|ordinal}.º período', set: '{n|ordinal}.º set', frame: '{n|ordinal}.º frame', inning: '{n|ordinal}.ª entrada', map: 'Mapa {n}' },
  inPeriod: '{period} - {market}',
  markets: {
    winner3Way: '1X2', winner: 'Vencedor', handicap: 'Handicap', spread: 'Handicap', runLine: 'Handicap de corridas', puckLine: 'Handicap de golos', setHandicap: 'Handicap de sets', frameHandicap: 'Handicap de frames',
    mapSpread: 'Handicap de mapas', total: 'Total', totalSets: 'Total de sets', totalFrames: 'Total de frames', mapsOverUnder: 'Mais/Menos mapas', overUnder: 'Mais/Menos', doubleChance: 'Hipótese dupla',
    drawNoBet: 'Empate anula aposta', bothTeamsToScore: 'Ambas as equipas marcam', correctScore: 'Resultado correto', halfTimeFullTime: 'Intervalo/Final', asianHandicap: 'Handicap asiático',
    goalsOverUnder: 'Mais/Menos golos', homeOverUnder: 'Mais/Menos casa', awayOverUnder: 'Mais/Menos fora', alternativeHandicap: 'Handicap alternativo', alternativeSpread: 'Handicap alternativo',
    alternativeOverUnder: 'Mais/Menos alternativo', nextGoal: 'Próximo golo', gameHandicap: 'Handicap de jogos', totalGames: 'Total de jogos',
  },
  outcomes: { over: 'Mais', under: 'Menos', yes: 'Sim', no: 'Não', other: 'Outro', noGoal: 'Sem golo', draw: 'Empate' },
  statuses: {
    notStarted: 'Não iniciado', halfTime: 'Intervalo', break: 'Pausa', ended: 'Terminado', finished: 'Terminado', overtime: 'Prolongamento', overtimeN: 'Prolongamento {n}', penalties: 'Penáltis',
    inningsBreak: 'Intervalo entre entradas', interrupted: 'Interrompido', suspended: 'Suspenso', firstHalf: '1.ª parte', secondHalf: '2.ª parte', quarter: '{n|ordinal}.º período', period: '{n|ordinal}.º período', set: '{n|ordinal}.º set',
    frame: '{n|ordinal}.º frame', map: 'Mapa {n}', innings: '{n|ordinal}.ª entrada', top: 'Início da {n|ordinal}.ª', bottom: 'Fim da {n|ordinal}.ª', middle: 'Meio da {n|ordinal}.ª', end: 'Final da {n|ordinal}.ª',
  },
} satisfies NamespaceFeedNamesTranslation;

export default pt_PT_feedNames;
