import type { NamespaceFeedNamesTranslation } from '../../i18n-types.ts';

const tr_TR_feedNames = {
  sports: {
    '1': 'Futbol', '2': 'Tenis', '3': 'Beyzbol', '4': 'Voleybol', '5': 'Hentbol', '6': 'Masa tenisi', '7': 'Kriket', '8': 'Rugby Union', '9': 'Rugby League', '10': 'Futsal',
    '11': 'Sutopu', '12': 'Floorball', '13': 'Golf', '14': 'Dart', '15': 'Snooker', '16': 'Badminton', '17': 'Plaj voleybolu', '18': 'Avustralya futbolu', '19': 'Çim hokeyi', '20': 'Basketbol',
    '21': 'Amerikan futbolu', '22': 'Formula 1', '23': 'Motosiklet yarışı', '24': 'NASCAR', '25': 'Bisiklet', '26': 'Squash', '27': 'Bandy', '28': 'Gal futbolu', '29': 'Hurling', '30': 'Boks',
    '31': 'Lakros', '32': 'Netbol', '33': 'Padel', '34': 'Tazı yarışı', '35': 'Buz hokeyi', '36': 'Alp disiplini kayak', '37': 'Kayakla atlama', '38': 'Sumo', '39': 'Olimpiyatlar', '40': 'Satranç',
    '41': 'Kabaddi', '42': 'Softbol', '43': 'Plaj futbolu', '66': 'E-spor', '68': 'MMA', '92': 'At yarışı', '111': 'Artırılmış oranlar',
  },
  categories: {
    england: 'İngiltere', scotland: 'İskoçya', wales: 'Galler', 'international-clubs': 'Uluslararası kulüpler', international: 'Uluslararası', 'itf-men': 'ITF Erkekler', 'itf-women': 'ITF Kadınlar', specials: 'Özel',
  },
  tournaments: {
    'international-friendlies': 'Uluslararası hazırlık maçları', 'world-cup-qualification-uefa': 'Dünya Kupası Elemeleri UEFA', 'world-championship': 'Dünya Şampiyonası', 'european-championship': 'Avrupa Şampiyonası',
    'nations-league': 'Uluslar Ligi', 'world-cup': 'Dünya Kupası', 'beach-soccer-world-cup': 'Plaj Futbolu Dünya Kupası', 't20-world-cup': 'T20 Dünya Kupası', 'netball-world-cup': 'Netbol Dünya Kupası',
    'world-title-fights': 'Dünya şampiyonluğu maçları', heavyweight: 'Ağır sıklet', middleweight: 'Orta sıklet', lightweight: 'Hafif sıklet', 'world-cup-downhill': 'Dünya Kupası İniş',
    'world-cup-slalom': 'Dünya Kupası Slalom', 'world-cup-giant-slalom': 'Dünya Kupası Büyük Slalom', 'four-hills-tournament': 'Dört Tepe Turnuvası', 'olympic-games-medal-match-ups': 'Olimpiyat Oyunları - Madalya maçları',
    'todays-boosts': 'Bugünün artırımları', 'weekend-boosts': 'Hafta sonu artırımları', 'monaco-grand-prix': 'Monako Grand Prix', 'british-grand-prix': 'Britanya Grand Prix', 'italian-grand-prix': 'İtalya Grand Prix',
    'belgian-grand-prix': 'Belçika Grand Prix', 'japanese-grand-prix': 'Japonya Grand Prix', 'las-vegas-grand-prix': 'Las Vegas Grand Prix', 'candidates-tournament': 'Adaylar Turnuvası',
  },
  periods: { firstHalf: 'İlk yarı', secondHalf: 'İkinci yarı', quarter: '{n|ordinal}. çeyrek', period: '{n|ordinal}. periyot', set: '{n|ordinal}. set', frame: '{n|ordinal}. frame', inning: '{n|ordinal}. devre', map: 'Harita {n}' },
  inPeriod: '{period} - {market}',
  markets: {
    winner3Way: '1X2', winner: 'Kazanan', handicap: 'Handikap', spread: 'Handikap', runLine: 'Sayı handikapı', puckLine: 'Gol handikapı', setHandicap: 'Set handikapı', frameHandicap: 'Frame handikapı',
    mapSpread: 'Harita handikapı', total: 'Toplam', totalSets: 'Toplam set', totalFrames: 'Toplam frame', mapsOverUnder: 'Harita Alt/Üst', overUnder: 'Alt/Üst', doubleChance: 'Çifte şans',
    drawNoBet: 'Beraberlikte iade', bothTeamsToScore: 'Karşılıklı gol', correctScore: 'Doğru skor', halfTimeFullTime: 'İlk yarı/Maç sonucu', asianHandicap: 'Asya handikapı', goalsOverUnder: 'Gol Alt/Üst',
    homeOverUnder: 'Ev sahibi Alt/Üst', awayOverUnder: 'Deplasman Alt/Üst', alternativeHandicap: 'Alternatif handikap', alternativeSpread: 'Alternatif handikap', alternativeOverUnder: 'Alternatif Alt/Üst',
    nextGoal: 'Sıradaki gol', gameHandicap: 'Oyun handikapı', totalGames: 'Toplam oyun',
  },
  outcomes: { over: 'Üst', under: 'Alt', yes: 'Evet', no: 'Hayır', other: 'Diğer', noGoal: 'Gol yok', draw: 'Beraberlik' },
  statuses: {
    notStarted: 'Başlamadı', halfTime: 'Devre arası', break: 'Ara', ended: 'Bitti', finished: 'Bitti', overtime: 'Uzatma', overtimeN: 'Uzatma {n}', penalties: 'Penaltılar',
    inningsBreak: 'Devre arası', interrupted: 'Yarıda kaldı', suspended: 'Askıya alındı', firstHalf: 'İlk yarı', secondHalf: 'İkinci yarı', quarter: '{n|ordinal}. çeyrek', period: '{n|ordinal}. periyot', set: '{n|ordinal}. set',
    frame: '{n|ordinal}. frame', map: 'Harita {n}', innings: '{n|ordinal}. devre', top: '{n|ordinal}. devre üst', bottom: '{n|ordinal}. devre alt', middle: '{n|ordinal}. devre ortası', end: '{n|ordinal}. devre sonu',
  },
} satisfies NamespaceFeedNamesTranslation;

export default tr_TR_feedNames;
