import type { NamespaceFeedNamesTranslation } from '../../i18n-types.ts';

const de_DE_feedNames = {
  sports: {
    '1': 'Fußball', '2': 'Tennis', '3': 'Baseball', '4': 'Volleyball', '5': 'Handball', '6': 'Tischtennis', '7': 'Cricket', '8': 'Rugby Union', '9': 'Rugby League', '10': 'Futsal',
    '11': 'Wasserball', '12': 'Unihockey', '13': 'Golf', '14': 'Darts', '15': 'Snooker', '16': 'Badminton', '17': 'Beachvolleyball', '18': 'Australian Football', '19': 'Feldhockey', '20': 'Basketball',
    '21': 'American Football', '22': 'Formel 1', '23': 'Motorradrennen', '24': 'NASCAR', '25': 'Radsport', '26': 'Squash', '27': 'Bandy', '28': 'Gaelic Football', '29': 'Hurling', '30': 'Boxen',
    '31': 'Lacrosse', '32': 'Netball', '33': 'Padel', '34': 'Windhundrennen', '35': 'Eishockey', '36': 'Ski alpin', '37': 'Skispringen', '38': 'Sumo', '39': 'Olympische Spiele', '40': 'Schach',
    '41': 'Kabaddi', '42': 'Softball', '43': 'Beachsoccer', '66': 'E-Sport', '68': 'MMA', '92': 'Pferderennen', '111': 'Erhöhte Quoten',
  },
  categories: {
    england: 'England', scotland: 'Schottland', wales: 'Wales', 'international-clubs': 'Internationale Vereine', international: 'International', 'itf-men': 'ITF Herren', 'itf-women': 'ITF Damen', specials: 'Spezialwetten',
  },
  tournaments: {
    'international-friendlies': 'Internationale Freundschaftsspiele', 'world-cup-qualification-uefa': 'WM-Qualifikation UEFA', 'world-championship': 'Weltmeisterschaft', 'european-championship': 'Europameisterschaft',
    'nations-league': 'Nations League', 'world-cup': 'Weltcup', 'beach-soccer-world-cup': 'Beachsoccer-WM', 't20-world-cup': 'T20-WM', 'netball-world-cup': 'Netball-WM', 'world-title-fights': 'WM-Kämpfe',
    heavyweight: 'Schwergewicht', middleweight: 'Mittelgewicht', lightweight: 'Leichtgewicht', 'world-cup-downhill': 'Weltcup Abfahrt', 'world-cup-slalom': 'Weltcup Slalom', 'world-cup-giant-slalom': 'Weltcup Riesenslalom',
    'four-hills-tournament': 'Vierschanzentournee', 'olympic-games-medal-match-ups': 'Olympische Spiele - Medaillenduelle', 'todays-boosts': 'Boosts von heute', 'weekend-boosts': 'Wochenend-Boosts',
    'monaco-grand-prix': 'Großer Preis von Monaco', 'british-grand-prix': 'Großer Preis von Großbritannien', 'italian-grand-prix': 'Großer Preis von Italien', 'belgian-grand-prix': 'Großer Preis von Belgien',
    'japanese-grand-prix': 'Großer Preis von Japan', 'las-vegas-grand-prix': 'Großer Preis von Las Vegas', 'candidates-tournament': 'Kandidatenturnier',
  },
  periods: { firstHalf: '1. Halbzeit', secondHalf: '2. Halbzeit', quarter: '{n|ordinal}. Viertel', period: '{n|ordinal}. Drittel', set: '{n|ordinal}. Satz', frame: '{n|ordinal}. Frame', inning: '{n|ordinal}. Inning', map: 'Karte {n}' },
  inPeriod: '{period} - {market}',
  markets: {
    winner3Way: '1X2', winner: 'Sieger', handicap: 'Handicap', spread: 'Spread', runLine: 'Run Line', puckLine: 'Puck Line', setHandicap: 'Satz-Handicap', frameHandicap: 'Frame-Handicap', mapSpread: 'Karten-Handicap',
    total: 'Gesamt', totalSets: 'Sätze gesamt', totalFrames: 'Frames gesamt', mapsOverUnder: 'Karten Ü/U', overUnder: 'Über/Unter', doubleChance: 'Doppelte Chance', drawNoBet: 'Unentschieden keine Wette',
    bothTeamsToScore: 'Beide Teams treffen', correctScore: 'Genaues Ergebnis', halfTimeFullTime: 'Halbzeit/Endstand', asianHandicap: 'Asiatisches Handicap', goalsOverUnder: 'Tore Über/Unter',
    homeOverUnder: 'Heim Über/Unter', awayOverUnder: 'Gast Über/Unter', alternativeHandicap: 'Alternatives Handicap', alternativeSpread: 'Alternativer Spread', alternativeOverUnder: 'Alternatives Über/Unter',
    nextGoal: 'Nächstes Tor', gameHandicap: 'Spiele-Handicap', totalGames: 'Spiele gesamt',
  },
  outcomes: { over: 'Über', under: 'Unter', yes: 'Ja', no: 'Nein', other: 'Andere', noGoal: 'Kein Tor', draw: 'Unentschieden' },
  statuses: {
    notStarted: 'Nicht begonnen', halfTime: 'Halbzeit', break: 'Pause', ended: 'Beendet', finished: 'Beendet', overtime: 'Verlängerung', overtimeN: 'Verlängerung {n}', penalties: 'Elfmeterschießen',
    inningsBreak: 'Innings-Pause', interrupted: 'Unterbrochen', suspended: 'Ausgesetzt', firstHalf: '1. Halbzeit', secondHalf: '2. Halbzeit', quarter: '{n|ordinal}. Viertel', period: '{n|ordinal}. Drittel', set: '{n|ordinal}. Satz',
    frame: '{n|ordinal}. Frame', map: 'Karte {n}', innings: '{n|ordinal}. Innings', top: '{n|ordinal}. Inning oben', bottom: '{n|ordinal}. Inning unten', middle: 'Mitte {n|ordinal}. Inning', end: 'Ende {n|ordinal}. Inning',
  },
} satisfies NamespaceFeedNamesTranslation;

export default de_DE_feedNames;
