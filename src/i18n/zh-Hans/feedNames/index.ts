import type { NamespaceFeedNamesTranslation } from '../../i18n-types.ts';

const zh_Hans_feedNames = {
  sports: {
    '1': '足球', '2': '网球', '3': '棒球', '4': '排球', '5': '手球', '6': '乒乓球', '7': '板球', '8': '英式橄榄球联合会', '9': '联盟式橄榄球', '10': '五人制足球',
    '11': '水球', '12': '福乐球', '13': '高尔夫', '14': '飞镖', '15': '斯诺克', '16': '羽毛球', '17': '沙滩排球', '18': '澳式足球', '19': '曲棍球', '20': '篮球',
    '21': '美式橄榄球', '22': '一级方程式', '23': '摩托车赛', '24': '纳斯卡', '25': '自行车', '26': '壁球', '27': '班迪球', '28': '盖尔式足球', '29': '爱尔兰式曲棍球', '30': '拳击',
    '31': '长曲棍球', '32': '无挡板篮球', '33': '板式网球', '34': '赛狗', '35': '冰球', '36': '高山滑雪', '37': '跳台滑雪', '38': '相扑', '39': '奥运会', '40': '国际象棋',
    '41': '卡巴迪', '42': '垒球', '43': '沙滩足球', '66': '电子竞技', '68': '综合格斗', '92': '赛马', '111': '赔率提升',
  },
  categories: {
    england: '英格兰', scotland: '苏格兰', wales: '威尔士', 'international-clubs': '国际俱乐部赛事', international: '国际赛事', 'itf-men': 'ITF 男子', 'itf-women': 'ITF 女子', specials: '特别投注',
  },
  tournaments: {
    'international-friendlies': '国际友谊赛', 'world-cup-qualification-uefa': '世界杯欧洲区预选赛', 'world-championship': '世界锦标赛', 'european-championship': '欧洲锦标赛', 'nations-league': '国家联赛',
    'world-cup': '世界杯', 'beach-soccer-world-cup': '沙滩足球世界杯', 't20-world-cup': 'T20 世界杯', 'netball-world-cup': '无挡板篮球世界杯', 'world-title-fights': '世界拳王争霸战',
    heavyweight: '重量级', middleweight: '中量级', lightweight: '轻量级', 'world-cup-downhill': '世界杯滑降', 'world-cup-slalom': '世界杯回转', 'world-cup-giant-slalom': '世界杯大回转',
    'four-hills-tournament': '四山跳台滑雪赛', 'olympic-games-medal-match-ups': '奥运会 - 奖牌对决', 'todays-boosts': '今日提升', 'weekend-boosts': '周末提升',
    'monaco-grand-prix': '摩纳哥大奖赛', 'british-grand-prix': '英国大奖赛', 'italian-grand-prix': '意大利大奖赛', 'belgian-grand-prix': '比利时大奖赛', 'japanese-grand-prix': '日本大奖赛',
    'las-vegas-grand-prix': '拉斯维加斯大奖赛', 'candidates-tournament': '候选人赛',
  },
  periods: { firstHalf: '上半场', secondHalf: '下半场', quarter: '第{n|ordinal}节', period: '第{n|ordinal}局', set: '第{n|ordinal}盘', frame: '第{n|ordinal}局', inning: '第{n|ordinal}局', map: '地图{n}' },
  inPeriod: '{period} - {market}',
  markets: {
    winner3Way: '1X2', winner: '胜者', handicap: '让分', spread: '让分', runLine: '让分', puckLine: '让球', setHandicap: '让盘', frameHandicap: '让局', mapSpread: '地图让分',
    total: '总分', totalSets: '总盘数', totalFrames: '总局数', mapsOverUnder: '地图数 大/小', overUnder: '大/小', doubleChance: '双重机会', drawNoBet: '平局退款', bothTeamsToScore: '双方进球',
    correctScore: '正确比分', halfTimeFullTime: '半场/全场', asianHandicap: '亚洲让球', goalsOverUnder: '进球 大/小', homeOverUnder: '主队 大/小', awayOverUnder: '客队 大/小',
    alternativeHandicap: '备选让分', alternativeSpread: '备选让分盘', alternativeOverUnder: '备选大/小', nextGoal: '下一个进球', gameHandicap: '让局数', totalGames: '总局数',
  },
  outcomes: { over: '大', under: '小', yes: '是', no: '否', other: '其他', noGoal: '无进球', draw: '平局' },
  statuses: {
    notStarted: '未开始', halfTime: '中场休息', break: '休息', ended: '已结束', finished: '完场', overtime: '加时', overtimeN: '加时{n}', penalties: '点球大战', inningsBreak: '局间休息',
    interrupted: '中断', suspended: '暂停', firstHalf: '上半场', secondHalf: '下半场', quarter: '第{n|ordinal}节', period: '第{n|ordinal}局', set: '第{n|ordinal}盘', frame: '第{n|ordinal}局', map: '地图{n}',
    innings: '第{n|ordinal}局', top: '第{n|ordinal}局上半', bottom: '第{n|ordinal}局下半', middle: '第{n|ordinal}局中场', end: '第{n|ordinal}局结束',
  },
} satisfies NamespaceFeedNamesTranslation;

export default zh_Hans_feedNames;
