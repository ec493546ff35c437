import type { NamespaceFeedNamesTranslation } from '../../i18n-types.ts';

const zh_Hant_feedNames = {
  sports: {
    '1': '足球', '2': '網球', '3': '棒球', '4': '排球', '5': '手球', '6': '桌球', '7': '板球', '8': '聯合式橄欖球', '9': '聯盟式橄欖球', '10': '五人制足球',
    '11': '水球', '12': '福樂球', '13': '高爾夫', '14': '飛鏢', '15': '司諾克', '16': '羽毛球', '17': '沙灘排球', '18': '澳式足球', '19': '曲棍球', '20': '籃球',
    '21': '美式足球', '22': '一級方程式', '23': '摩托車賽', '24': '納斯卡', '25': '自行車', '26': '壁球', '27': '班迪球', '28': '蓋爾式足球', '29': '愛爾蘭式曲棍球', '30': '拳擊',
    '31': '長曲棍球', '32': '無擋板籃球', '33': '板式網球', '34': '賽狗', '35': '冰球', '36': '高山滑雪', '37': '跳台滑雪', '38': '相撲', '39': '奧運會', '40': '西洋棋',
    '41': '卡巴迪', '42': '壘球', '43': '沙灘足球', '66': '電子競技', '68': '綜合格鬥', '92': '賽馬', '111': '賠率提升',
  },
  categories: {
    england: '英格蘭', scotland: '蘇格蘭', wales: '威爾斯', 'international-clubs': '國際俱樂部賽事', international: '國際賽事', 'itf-men': 'ITF 男子', 'itf-women': 'ITF 女子', specials: '特別投注',
  },
  tournaments: {
    'international-friendlies': '國際友誼賽', 'world-cup-qualification-uefa': '世界盃歐洲區資格賽', 'world-championship': '世界錦標賽', 'european-championship': '歐洲錦標賽', 'nations-league': '國家聯賽',
    'world-cup': '世界盃', 'beach-soccer-world-cup': '沙灘足球世界盃', 't20-world-cup': 'T20 世界盃', 'netball-world-cup': '無擋板籃球世界盃', 'world-title-fights': '世界拳王爭霸戰',
    heavyweight: '重量級', middleweight: '中量級', lightweight: '輕量級', 'world-cup-downhill': '世界盃滑降', 'world-cup-slalom': '世界盃迴轉', 'world-cup-giant-slalom': '世界盃大迴轉',
    'four-hills-tournament': '四山跳台滑雪賽', 'olympic-games-medal-match-ups': '奧運會 - 獎牌對決', 'todays-boosts': '今日提升', 'weekend-boosts': '週末提升',
    'monaco-grand-prix': '摩納哥大獎賽', 'british-grand-prix': '英國大獎賽', 'italian-grand-prix': '義大利大獎賽', 'belgian-grand-prix': '比利時大獎賽', 'japanese-grand-prix': '日本大獎賽',
    'las-vegas-grand-prix': '拉斯維加斯大獎賽', 'candidates-tournament': '候選人賽',
  },
  periods: { firstHalf: '上半場', secondHalf: '下半場', quarter: '第{n|ordinal}節', period: '第{n|ordinal}局', set: '第{n|ordinal}盤', frame: '第{n|ordinal}局', inning: '第{n|ordinal}局', map: '地圖{n}' },
  inPeriod: '{period} - {market}',
  markets: {
    winner3Way: '1X2', winner: '勝者', handicap: '讓分', spread: '讓分', runLine: '讓分', puckLine: '讓球', setHandicap: '讓盤', frameHandicap: '讓局', mapSpread: '地圖讓分',
    total: '總分', totalSets: '總盤數', totalFrames: '總局數', mapsOverUnder: '地圖數 大/小', overUnder: '大/小', doubleChance: '雙重機會', drawNoBet: '平局退款', bothTeamsToScore: '雙方進球',
    correctScore: '正確比分', halfTimeFullTime: '半場/全場', asianHandicap: '亞洲讓球', goalsOverUnder: '進球 大/小', homeOverUnder: '主隊 大/小', awayOverUnder: '客隊 大/小',
    alternativeHandicap: '備選讓分', alternativeSpread: '備選讓分盤', alternativeOverUnder: '備選大/小', nextGoal: '下一個進球', gameHandicap: '讓局數', totalGames: '總局數',
  },
  outcomes: { over: '大', under: '小', yes: '是', no: '否', other: '其他', noGoal: '無進球', draw: '和局' },
  statuses: {
    notStarted: '未開始', halfTime: '中場休息', break: '休息', ended: '已結束', finished: '完場', overtime: '加時', overtimeN: '加時{n}', penalties: '點球大戰', inningsBreak: '局間休息',
    interrupted: '中斷', suspended: '暫停', firstHalf: '上半場', secondHalf: '下半場', quarter: '第{n|ordinal}節', period: '第{n|ordinal}局', set: '第{n|ordinal}盤', frame: '第{n|ordinal}局', map: '地圖{n}',
    innings: '第{n|ordinal}局', top: '第{n|ordinal}局上半', bottom: '第{n|ordinal}局下半', middle: '第{n|ordinal}局中場', end: '第{n|ordinal}局結束',
  },
} satisfies NamespaceFeedNamesTranslation;

export default zh_Hant_feedNames;
