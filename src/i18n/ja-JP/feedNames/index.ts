import type { NamespaceFeedNamesTranslation } from '../../i18n-types.ts';

const ja_JP_feedNames = {
  sports: {
    '1': 'サッカー', '2': 'テニス', '3': '野球', '4': 'バレーボール', '5': 'ハンドボール', '6': '卓球', '7': 'クリケット', '8': 'ラグビーユニオン', '9': 'ラグビーリーグ', '10': 'フットサル',
    '11': '水球', '12': 'フロアボール', '13': 'ゴルフ', '14': 'ダーツ', '15': 'スヌーカー', '16': 'バドミントン', '17': 'ビーチバレー', '18': 'オーストラリアンフットボール', '19': 'フィールドホッケー', '20': 'バスケットボール',
    '21': 'アメリカンフットボール', '22': 'F1', '23': 'モーターサイクルレース', '24': 'NASCAR', '25': '自転車競技', '26': 'スカッシュ', '27': 'バンディ', '28': 'ゲーリックフットボール', '29': 'ハーリング', '30': 'ボクシング',
    '31': 'ラクロス', '32': 'ネットボール', '33': 'パデル', '34': 'ドッグレース', '35': 'アイスホッケー', '36': 'アルペンスキー', '37': 'スキージャンプ', '38': '相撲', '39': 'オリンピック', '40': 'チェス',
    '41': 'カバディ', '42': 'ソフトボール', '43': 'ビーチサッカー', '66': 'eスポーツ', '68': '総合格闘技', '92': '競馬', '111': 'オッズブースト',
  },
  categories: {
    england: 'イングランド', scotland: 'スコットランド', wales: 'ウェールズ', 'international-clubs': '国際クラブ大会', international: '国際大会', 'itf-men': 'ITF 男子', 'itf-women': 'ITF 女子', specials: 'スペシャル',
  },
  tournaments: {
    'international-friendlies': '国際親善試合', 'world-cup-qualification-uefa': 'W杯予選 欧州', 'world-championship': '世界選手権', 'european-championship': '欧州選手権', 'nations-league': 'ネーションズリーグ',
    'world-cup': 'ワールドカップ', 'beach-soccer-world-cup': 'ビーチサッカーW杯', 't20-world-cup': 'T20ワールドカップ', 'netball-world-cup': 'ネットボールW杯', 'world-title-fights': '世界タイトルマッチ',
    heavyweight: 'ヘビー級', middleweight: 'ミドル級', lightweight: 'ライト級', 'world-cup-downhill': 'W杯 滑降', 'world-cup-slalom': 'W杯 回転', 'world-cup-giant-slalom': 'W杯 大回転',
    'four-hills-tournament': 'ジャンプ週間', 'olympic-games-medal-match-ups': 'オリンピック - メダル対決', 'todays-boosts': '今日のブースト', 'weekend-boosts': '週末のブースト',
    'monaco-grand-prix': 'モナコGP', 'british-grand-prix': 'イギリスGP', 'italian-grand-prix': 'イタリアGP', 'belgian-grand-prix': 'ベルギーGP', 'japanese-grand-prix': '日本GP',
    'las-vegas-grand-prix': 'ラスベガスGP', 'candidates-tournament': '候補者トーナメント',
  },
  periods: { firstHalf: '前半', secondHalf: '後半', quarter: '第{n|ordinal}クォーター', period: '第{n|ordinal}ピリオド', set: '第{n|ordinal}セット', frame: '第{n|ordinal}フレーム', inning: '{n|ordinal}回', map: 'マップ{n}' },
  inPeriod: '{period} - {market}',
  markets: {
    winner3Way: '1X2', winner: '勝者', handicap: 'ハンディキャップ', spread: 'スプレッド', runLine: 'ランライン', puckLine: 'パックライン', setHandicap: 'セットハンディキャップ', frameHandicap: 'フレームハンディキャップ',
    mapSpread: 'マップハンディキャップ', total: '合計', totalSets: '合計セット数', totalFrames: '合計フレーム数', mapsOverUnder: 'マップ数 オーバー/アンダー', overUnder: 'オーバー/アンダー',
    doubleChance: 'ダブルチャンス', drawNoBet: 'ドロー・ノー・ベット', bothTeamsToScore: '両チーム得点', correctScore: '正確なスコア', halfTimeFullTime: '前半/試合結果', asianHandicap: 'アジアンハンディキャップ',
    goalsOverUnder: 'ゴール数 オーバー/アンダー', homeOverUnder: 'ホーム オーバー/アンダー', awayOverUnder: 'アウェイ オーバー/アンダー', alternativeHandicap: '代替ハンディキャップ', alternativeSpread: '代替スプレッド',
    alternativeOverUnder: '代替オーバー/アンダー', nextGoal: '次のゴール', gameHandicap: 'ゲームハンディキャップ', totalGames: '合計ゲーム数',
  },
  outcomes: { over: 'オーバー', under: 'アンダー', yes: 'はい', no: 'いいえ', other: 'その他', noGoal: 'ゴールなし', draw: '引き分け' },
  statuses: {
    notStarted: '開始前', halfTime: 'ハーフタイム', break: '休憩', ended: '終了', finished: '試合終了', overtime: '延長', overtimeN: '延長{n}', penalties: 'PK戦', inningsBreak: 'イニング間',
    interrupted: '中断', suspended: '一時停止', firstHalf: '前半', secondHalf: '後半', quarter: '第{n|ordinal}クォーター', period: '第{n|ordinal}ピリオド', set: '第{n|ordinal}セット', frame: '第{n|ordinal}フレーム', map: 'マップ{n}',
    innings: '第{n|ordinal}イニング', top: '{n|ordinal}回表', bottom: '{n|ordinal}回裏', middle: '{n|ordinal}回表終了', end: '{n|ordinal}回終了',
  },
} satisfies NamespaceFeedNamesTranslation;

export default ja_JP_feedNames;
