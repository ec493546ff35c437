/**
 * Page titles and meta tags per language, section and route key (SPEC PRD-11). `default` covers
 * every page of a section without its own entry. Each entry is [title, description, keywords]; the
 * og:title and og:description repeat title and description unless an entry says otherwise.
 */
import type { MetaSection, MetaTags } from '../../schemas/content.ts';
import { SITE_LOCALES, type SiteLocale } from '../../domain/site-locale.ts';

type Entry = readonly [title: string, description: string, keywords: string];
type LanguageMeta = Record<MetaSection, Record<string, Entry>>;

/** Every site language has its bundle. */
export const META_LANGUAGES = SITE_LOCALES;
export type MetaLanguage = SiteLocale;

const META: Record<MetaLanguage, LanguageMeta> = {
  'en-US': {
    rest: {
      home: ['Sportsbook – sports betting, live odds and casino', 'Bet on football, tennis, basketball and 40 more sports with live odds that update in real time, plus esports and casino games.', 'sports betting, live betting, odds, esports, casino'],
      promotions: ['Promotions and bonuses – Sportsbook', 'Welcome offers, free bets and bonuses for sports and casino players.', 'betting bonus, free bet, promotions, casino bonus'],
      blog: ['Blog – Sportsbook', 'Previews, betting tips and news from the world of sport.', 'betting tips, match previews, sports news'],
      faq: ['Frequently asked questions – Sportsbook', 'Answers about accounts, deposits, withdrawals, bets and bonuses.', 'help, FAQ, deposits, withdrawals, betting rules'],
      default: ['Sportsbook', 'Sports betting with live odds, esports and casino games.', 'sportsbook, betting, odds'],
    },
    sport: {
      live: ['Live betting – in-play odds | Sportsbook', 'Bet in play on matches happening now: live scores, running clocks and odds that move with the game.', 'live betting, in-play, live odds, live scores'],
      default: ['Sports betting – odds on every match | Sportsbook', 'Pre-match odds on football, tennis, basketball, ice hockey and more, with results and a match schedule.', 'sports betting, football betting, tennis odds, basketball odds'],
    },
    esports: {
      default: ['Esports betting – CS2, Dota 2, LoL | Sportsbook', 'Odds on esports leagues and tournaments: Counter-Strike, Dota 2, League of Legends and more.', 'esports betting, CS2 betting, Dota 2 odds, LoL betting'],
    },
    casino: {
      liveCasino: ['Live casino – roulette, blackjack, baccarat | Sportsbook', 'Play roulette, blackjack and baccarat with live dealers, streamed in real time.', 'live casino, live roulette, live blackjack, baccarat'],
      default: ['Casino – slots and table games | Sportsbook', 'Slots, crash games, card and table games from leading providers.', 'online casino, slots, table games, jackpots'],
    },
  },
  'de-DE': {
    rest: {
      home: ['Sportsbook – Sportwetten, Live-Quoten und Casino', 'Wetten Sie auf Fußball, Tennis, Basketball und 40 weitere Sportarten mit Live-Quoten in Echtzeit, dazu E-Sport und Casinospiele.', 'Sportwetten, Livewetten, Quoten, E-Sport, Casino'],
      promotions: ['Aktionen und Boni – Sportsbook', 'Willkommensangebote, Gratiswetten und Boni für Sport- und Casinospieler.', 'Wettbonus, Gratiswette, Aktionen, Casino-Bonus'],
      blog: ['Blog – Sportsbook', 'Vorschauen, Wetttipps und Neuigkeiten aus der Welt des Sports.', 'Wetttipps, Spielvorschau, Sportnachrichten'],
      faq: ['Häufige Fragen – Sportsbook', 'Antworten zu Konto, Einzahlungen, Auszahlungen, Wetten und Boni.', 'Hilfe, FAQ, Einzahlungen, Auszahlungen, Wettregeln'],
      default: ['Sportsbook', 'Sportwetten mit Live-Quoten, E-Sport und Casinospiele.', 'Sportwetten, Wetten, Quoten'],
    },
    sport: {
      live: ['Livewetten – Quoten während des Spiels | Sportsbook', 'Wetten Sie auf laufende Spiele: Live-Ergebnisse, laufende Spieluhren und Quoten, die sich mit dem Spiel bewegen.', 'Livewetten, In-Play, Live-Quoten, Live-Ergebnisse'],
      default: ['Sportwetten – Quoten für jedes Spiel | Sportsbook', 'Quoten vor Spielbeginn für Fußball, Tennis, Basketball, Eishockey und mehr, mit Ergebnissen und Spielplan.', 'Sportwetten, Fußballwetten, Tennisquoten, Basketballquoten'],
    },
    esports: {
      default: ['E-Sport-Wetten – CS2, Dota 2, LoL | Sportsbook', 'Quoten für E-Sport-Ligen und -Turniere: Counter-Strike, Dota 2, League of Legends und mehr.', 'E-Sport-Wetten, CS2-Wetten, Dota-2-Quoten, LoL-Wetten'],
    },
    casino: {
      liveCasino: ['Live-Casino – Roulette, Blackjack, Baccarat | Sportsbook', 'Spielen Sie Roulette, Blackjack und Baccarat mit echten Croupiers, live übertragen.', 'Live-Casino, Live-Roulette, Live-Blackjack, Baccarat'],
      default: ['Casino – Slots und Tischspiele | Sportsbook', 'Slots, Crash-Spiele, Karten- und Tischspiele von führenden Anbietern.', 'Online-Casino, Slots, Tischspiele, Jackpots'],
    },
  },
  'es-ES': {
    rest: {
      home: ['Sportsbook – apuestas deportivas, cuotas en directo y casino', 'Apuesta al fútbol, tenis, baloncesto y 40 deportes más con cuotas en directo que se actualizan en tiempo real, además de esports y casino.', 'apuestas deportivas, apuestas en directo, cuotas, esports, casino'],
      promotions: ['Promociones y bonos – Sportsbook', 'Ofertas de bienvenida, apuestas gratis y bonos para jugadores de deportes y casino.', 'bono de apuestas, apuesta gratis, promociones, bono de casino'],
      blog: ['Blog – Sportsbook', 'Previas, consejos de apuestas y noticias del mundo del deporte.', 'consejos de apuestas, previas, noticias deportivas'],
      faq: ['Preguntas frecuentes – Sportsbook', 'Respuestas sobre cuentas, depósitos, retiradas, apuestas y bonos.', 'ayuda, preguntas frecuentes, depósitos, retiradas, reglas de apuestas'],
      default: ['Sportsbook', 'Apuestas deportivas con cuotas en directo, esports y juegos de casino.', 'casa de apuestas, apuestas, cuotas'],
    },
    sport: {
      live: ['Apuestas en directo – cuotas en vivo | Sportsbook', 'Apuesta en partidos que se juegan ahora: marcadores en directo, relojes en marcha y cuotas que cambian con el juego.', 'apuestas en directo, en vivo, cuotas en directo, resultados en directo'],
      default: ['Apuestas deportivas – cuotas para cada partido | Sportsbook', 'Cuotas prepartido de fútbol, tenis, baloncesto, hockey sobre hielo y más, con resultados y calendario.', 'apuestas deportivas, apuestas de fútbol, cuotas de tenis, cuotas de baloncesto'],
    },
    esports: {
      default: ['Apuestas de esports – CS2, Dota 2, LoL | Sportsbook', 'Cuotas de ligas y torneos de esports: Counter-Strike, Dota 2, League of Legends y más.', 'apuestas de esports, apuestas CS2, cuotas Dota 2, apuestas LoL'],
    },
    casino: {
      liveCasino: ['Casino en vivo – ruleta, blackjack, baccarat | Sportsbook', 'Juega a la ruleta, el blackjack y el baccarat con crupieres reales, en directo.', 'casino en vivo, ruleta en vivo, blackjack en vivo, baccarat'],
      default: ['Casino – tragaperras y juegos de mesa | Sportsbook', 'Tragaperras, juegos crash, de cartas y de mesa de los mejores proveedores.', 'casino online, tragaperras, juegos de mesa, botes'],
    },
  },
  'ja-JP': {
    rest: {
      home: ['Sportsbook – スポーツベッティング、ライブオッズ、カジノ', 'サッカー、テニス、バスケットボールなど40以上のスポーツにリアルタイムで更新されるオッズで賭けられます。eスポーツとカジノも。', 'スポーツベッティング, ライブベッティング, オッズ, eスポーツ, カジノ'],
      promotions: ['プロモーションとボーナス – Sportsbook', 'スポーツとカジノのプレイヤー向けのウェルカムオファー、フリーベット、ボーナス。', 'ベッティングボーナス, フリーベット, プロモーション, カジノボーナス'],
      blog: ['ブログ – Sportsbook', 'スポーツ界のプレビュー、予想のヒント、ニュース。', '予想のヒント, 試合プレビュー, スポーツニュース'],
      faq: ['よくある質問 – Sportsbook', 'アカウント、入金、出金、ベット、ボーナスについての回答。', 'ヘルプ, よくある質問, 入金, 出金, ベットのルール'],
      default: ['Sportsbook', 'ライブオッズのスポーツベッティング、eスポーツ、カジノゲーム。', 'ブックメーカー, ベッティング, オッズ'],
    },
    sport: {
      live: ['ライブベッティング – 試合中のオッズ | Sportsbook', '進行中の試合に賭けましょう。ライブスコア、試合時計、試合とともに動くオッズ。', 'ライブベッティング, インプレー, ライブオッズ, ライブスコア'],
      default: ['スポーツベッティング – 全試合のオッズ | Sportsbook', 'サッカー、テニス、バスケットボール、アイスホッケーなどの試合前オッズ。結果と日程も。', 'スポーツベッティング, サッカー ベッティング, テニス オッズ, バスケットボール オッズ'],
    },
    esports: {
      default: ['eスポーツベッティング – CS2、Dota 2、LoL | Sportsbook', 'Counter-Strike、Dota 2、League of Legendsなど、eスポーツのリーグと大会のオッズ。', 'eスポーツ ベッティング, CS2 ベッティング, Dota 2 オッズ, LoL ベッティング'],
    },
    casino: {
      liveCasino: ['ライブカジノ – ルーレット、ブラックジャック、バカラ | Sportsbook', '本物のディーラーとルーレット、ブラックジャック、バカラをリアルタイム配信でプレイ。', 'ライブカジノ, ライブルーレット, ライブブラックジャック, バカラ'],
      default: ['カジノ – スロットとテーブルゲーム | Sportsbook', '一流プロバイダーのスロット、クラッシュゲーム、カードゲーム、テーブルゲーム。', 'オンラインカジノ, スロット, テーブルゲーム, ジャックポット'],
    },
  },
  'ko-KR': {
    rest: {
      home: ['Sportsbook – 스포츠 베팅, 실시간 배당률, 카지노', '축구, 테니스, 농구 등 40개 이상의 스포츠에 실시간으로 바뀌는 배당률로 베팅하세요. e스포츠와 카지노 게임도 있습니다.', '스포츠 베팅, 라이브 베팅, 배당률, e스포츠, 카지노'],
      promotions: ['프로모션 및 보너스 – Sportsbook', '스포츠와 카지노 플레이어를 위한 가입 혜택, 무료 베팅, 보너스.', '베팅 보너스, 무료 베팅, 프로모션, 카지노 보너스'],
      blog: ['블로그 – Sportsbook', '스포츠 세계의 프리뷰, 베팅 팁, 뉴스.', '베팅 팁, 경기 프리뷰, 스포츠 뉴스'],
      faq: ['자주 묻는 질문 – Sportsbook', '계정, 입금, 출금, 베팅, 보너스에 대한 답변.', '도움말, 자주 묻는 질문, 입금, 출금, 베팅 규칙'],
      default: ['Sportsbook', '실시간 배당률의 스포츠 베팅, e스포츠, 카지노 게임.', '스포츠북, 베팅, 배당률'],
    },
    sport: {
      live: ['라이브 베팅 – 경기 중 배당률 | Sportsbook', '지금 진행 중인 경기에 베팅하세요. 실시간 점수, 경기 시계, 경기와 함께 움직이는 배당률.', '라이브 베팅, 인플레이, 실시간 배당률, 실시간 점수'],
      default: ['스포츠 베팅 – 모든 경기의 배당률 | Sportsbook', '축구, 테니스, 농구, 아이스하키 등의 경기 전 배당률과 결과, 경기 일정.', '스포츠 베팅, 축구 베팅, 테니스 배당률, 농구 배당률'],
    },
    esports: {
      default: ['e스포츠 베팅 – CS2, Dota 2, LoL | Sportsbook', 'Counter-Strike, Dota 2, League of Legends 등 e스포츠 리그와 대회의 배당률.', 'e스포츠 베팅, CS2 베팅, Dota 2 배당률, LoL 베팅'],
    },
    casino: {
      liveCasino: ['라이브 카지노 – 룰렛, 블랙잭, 바카라 | Sportsbook', '실제 딜러와 함께 룰렛, 블랙잭, 바카라를 실시간 중계로 즐기세요.', '라이브 카지노, 라이브 룰렛, 라이브 블랙잭, 바카라'],
      default: ['카지노 – 슬롯과 테이블 게임 | Sportsbook', '주요 제공업체의 슬롯, 크래시 게임, 카드 게임과 테이블 게임.', '온라인 카지노, 슬롯, 테이블 게임, 잭팟'],
    },
  },
  'pt-PT': {
    rest: {
      home: ['Sportsbook – apostas desportivas, odds ao vivo e casino', 'Aposte em futebol, ténis, basquetebol e mais 40 desportos com odds ao vivo atualizadas em tempo real, além de esports e casino.', 'apostas desportivas, apostas ao vivo, odds, esports, casino'],
      promotions: ['Promoções e bónus – Sportsbook', 'Ofertas de boas-vindas, apostas grátis e bónus para jogadores de desporto e casino.', 'bónus de apostas, aposta grátis, promoções, bónus de casino'],
      blog: ['Blogue – Sportsbook', 'Antevisões, dicas de apostas e notícias do mundo do desporto.', 'dicas de apostas, antevisões, notícias desportivas'],
      faq: ['Perguntas frequentes – Sportsbook', 'Respostas sobre contas, depósitos, levantamentos, apostas e bónus.', 'ajuda, perguntas frequentes, depósitos, levantamentos, regras de apostas'],
      default: ['Sportsbook', 'Apostas desportivas com odds ao vivo, esports e jogos de casino.', 'casa de apostas, apostas, odds'],
    },
    sport: {
      live: ['Apostas ao vivo – odds durante o jogo | Sportsbook', 'Aposte em jogos a decorrer: resultados ao vivo, relógios em contagem e odds que mudam com o jogo.', 'apostas ao vivo, in-play, odds ao vivo, resultados ao vivo'],
      default: ['Apostas desportivas – odds para cada jogo | Sportsbook', 'Odds pré-jogo de futebol, ténis, basquetebol, hóquei no gelo e mais, com resultados e calendário.', 'apostas desportivas, apostas de futebol, odds de ténis, odds de basquetebol'],
    },
    esports: {
      default: ['Apostas em esports – CS2, Dota 2, LoL | Sportsbook', 'Odds de ligas e torneios de esports: Counter-Strike, Dota 2, League of Legends e mais.', 'apostas em esports, apostas CS2, odds Dota 2, apostas LoL'],
    },
    casino: {
      liveCasino: ['Casino ao vivo – roleta, blackjack, bacará | Sportsbook', 'Jogue roleta, blackjack e bacará com croupiers reais, transmitidos em direto.', 'casino ao vivo, roleta ao vivo, blackjack ao vivo, bacará'],
      default: ['Casino – slots e jogos de mesa | Sportsbook', 'Slots, jogos crash, jogos de cartas e de mesa dos principais fornecedores.', 'casino online, slots, jogos de mesa, jackpots'],
    },
  },
  'ru-RU': {
    rest: {
      home: ['Sportsbook – ставки на спорт, live-коэффициенты и казино', 'Ставки на футбол, теннис, баскетбол и ещё 40 видов спорта с коэффициентами в реальном времени, а также киберспорт и казино.', 'ставки на спорт, live-ставки, коэффициенты, киберспорт, казино'],
      promotions: ['Акции и бонусы – Sportsbook', 'Приветственные предложения, фрибеты и бонусы для игроков в спорт и казино.', 'бонус на ставки, фрибет, акции, бонус казино'],
      blog: ['Блог – Sportsbook', 'Анонсы матчей, советы по ставкам и новости спорта.', 'советы по ставкам, анонсы матчей, спортивные новости'],
      faq: ['Частые вопросы – Sportsbook', 'Ответы об аккаунте, пополнении, выводе средств, ставках и бонусах.', 'помощь, частые вопросы, пополнение, вывод средств, правила ставок'],
      default: ['Sportsbook', 'Ставки на спорт с live-коэффициентами, киберспорт и игры казино.', 'букмекер, ставки, коэффициенты'],
    },
    sport: {
      live: ['Ставки в лайве – коэффициенты по ходу матча | Sportsbook', 'Ставки на идущие матчи: счёт в реальном времени, игровое время и коэффициенты, меняющиеся по ходу игры.', 'ставки в лайве, live, live-коэффициенты, счёт онлайн'],
      default: ['Ставки на спорт – коэффициенты на каждый матч | Sportsbook', 'Коэффициенты до начала матча на футбол, теннис, баскетбол, хоккей и другие виды спорта, с результатами и расписанием.', 'ставки на спорт, ставки на футбол, коэффициенты на теннис, коэффициенты на баскетбол'],
    },
    esports: {
      default: ['Ставки на киберспорт – CS2, Dota 2, LoL | Sportsbook', 'Коэффициенты на киберспортивные лиги и турниры: Counter-Strike, Dota 2, League of Legends и другие.', 'ставки на киберспорт, ставки на CS2, коэффициенты Dota 2, ставки на LoL'],
    },
    casino: {
      liveCasino: ['Живое казино – рулетка, блэкджек, баккара | Sportsbook', 'Играйте в рулетку, блэкджек и баккара с живыми дилерами в прямой трансляции.', 'живое казино, live-рулетка, live-блэкджек, баккара'],
      default: ['Казино – слоты и настольные игры | Sportsbook', 'Слоты, краш-игры, карточные и настольные игры от ведущих провайдеров.', 'онлайн-казино, слоты, настольные игры, джекпоты'],
    },
  },
  'tr-TR': {
    rest: {
      home: ['Sportsbook – spor bahisleri, canlı oranlar ve casino', 'Futbol, tenis, basketbol ve 40 spor daha üzerine gerçek zamanlı güncellenen canlı oranlarla bahis yapın; e-spor ve casino oyunları da burada.', 'spor bahisleri, canlı bahis, oranlar, e-spor, casino'],
      promotions: ['Promosyonlar ve bonuslar – Sportsbook', 'Spor ve casino oyuncuları için hoş geldin teklifleri, bedava bahisler ve bonuslar.', 'bahis bonusu, bedava bahis, promosyonlar, casino bonusu'],
      blog: ['Blog – Sportsbook', 'Spor dünyasından maç önizlemeleri, bahis ipuçları ve haberler.', 'bahis ipuçları, maç önizlemeleri, spor haberleri'],
      faq: ['Sıkça sorulan sorular – Sportsbook', 'Hesap, para yatırma, para çekme, bahisler ve bonuslar hakkında yanıtlar.', 'yardım, SSS, para yatırma, para çekme, bahis kuralları'],
      default: ['Sportsbook', 'Canlı oranlarla spor bahisleri, e-spor ve casino oyunları.', 'bahis sitesi, bahis, oranlar'],
    },
    sport: {
      live: ['Canlı bahis – maç içi oranlar | Sportsbook', 'Şu anda oynanan maçlara bahis yapın: canlı skorlar, işleyen maç saatleri ve oyunla birlikte değişen oranlar.', 'canlı bahis, maç içi, canlı oranlar, canlı skorlar'],
      default: ['Spor bahisleri – her maç için oranlar | Sportsbook', 'Futbol, tenis, basketbol, buz hokeyi ve daha fazlası için maç öncesi oranlar, sonuçlar ve fikstür.', 'spor bahisleri, futbol bahisleri, tenis oranları, basketbol oranları'],
    },
    esports: {
      default: ['E-spor bahisleri – CS2, Dota 2, LoL | Sportsbook', 'E-spor ligleri ve turnuvaları için oranlar: Counter-Strike, Dota 2, League of Legends ve daha fazlası.', 'e-spor bahisleri, CS2 bahisleri, Dota 2 oranları, LoL bahisleri'],
    },
    casino: {
      liveCasino: ['Canlı casino – rulet, blackjack, bakara | Sportsbook', 'Gerçek krupiyelerle rulet, blackjack ve bakara oynayın, canlı yayında.', 'canlı casino, canlı rulet, canlı blackjack, bakara'],
      default: ['Casino – slotlar ve masa oyunları | Sportsbook', 'Önde gelen sağlayıcılardan slotlar, crash oyunları, kart ve masa oyunları.', 'online casino, slotlar, masa oyunları, jackpotlar'],
    },
  },
  'zh-CHS': {
    rest: {
      home: ['Sportsbook – 体育投注、实时赔率与娱乐场', '投注足球、网球、篮球等 40 多项运动，赔率实时更新，另有电子竞技和娱乐场游戏。', '体育投注, 滚球投注, 赔率, 电子竞技, 娱乐场'],
      promotions: ['优惠与奖金 – Sportsbook', '为体育和娱乐场玩家准备的迎新优惠、免费投注和奖金。', '投注奖金, 免费投注, 优惠活动, 娱乐场奖金'],
      blog: ['博客 – Sportsbook', '体育世界的赛事前瞻、投注技巧和新闻。', '投注技巧, 赛事前瞻, 体育新闻'],
      faq: ['常见问题 – Sportsbook', '关于账户、存款、取款、投注和奖金的解答。', '帮助, 常见问题, 存款, 取款, 投注规则'],
      default: ['Sportsbook', '实时赔率的体育投注、电子竞技和娱乐场游戏。', '体育博彩, 投注, 赔率'],
    },
    sport: {
      live: ['滚球投注 – 比赛中的赔率 | Sportsbook', '投注正在进行的比赛：实时比分、比赛计时和随比赛变化的赔率。', '滚球投注, 走地, 实时赔率, 实时比分'],
      default: ['体育投注 – 每场比赛的赔率 | Sportsbook', '足球、网球、篮球、冰球等赛前赔率，附赛果和赛程。', '体育投注, 足球投注, 网球赔率, 篮球赔率'],
    },
    esports: {
      default: ['电子竞技投注 – CS2、Dota 2、LoL | Sportsbook', '电子竞技联赛和锦标赛的赔率：Counter-Strike、Dota 2、英雄联盟等。', '电竞投注, CS2 投注, Dota 2 赔率, 英雄联盟投注'],
    },
    casino: {
      liveCasino: ['真人娱乐场 – 轮盘、二十一点、百家乐 | Sportsbook', '与真人荷官实时直播畅玩轮盘、二十一点和百家乐。', '真人娱乐场, 真人轮盘, 真人二十一点, 百家乐'],
      default: ['娱乐场 – 老虎机和桌面游戏 | Sportsbook', '来自领先供应商的老虎机、崩溃游戏、纸牌和桌面游戏。', '在线娱乐场, 老虎机, 桌面游戏, 累积奖池'],
    },
  },
  'zh-CHT': {
    rest: {
      home: ['Sportsbook – 體育投注、即時賠率與娛樂場', '投注足球、網球、籃球等 40 多項運動，賠率即時更新，另有電子競技和娛樂場遊戲。', '體育投注, 滾球投注, 賠率, 電子競技, 娛樂場'],
      promotions: ['優惠與獎金 – Sportsbook', '為體育和娛樂場玩家準備的迎新優惠、免費投注和獎金。', '投注獎金, 免費投注, 優惠活動, 娛樂場獎金'],
      blog: ['部落格 – Sportsbook', '體育世界的賽事前瞻、投注技巧和新聞。', '投注技巧, 賽事前瞻, 體育新聞'],
      faq: ['常見問題 – Sportsbook', '關於帳戶、存款、提款、投注和獎金的解答。', '幫助, 常見問題, 存款, 提款, 投注規則'],
      default: ['Sportsbook', '即時賠率的體育投注、電子競技和娛樂場遊戲。', '體育博彩, 投注, 賠率'],
    },
    sport: {
      live: ['滾球投注 – 比賽中的賠率 | Sportsbook', '投注正在進行的比賽：即時比分、比賽計時和隨比賽變化的賠率。', '滾球投注, 走地, 即時賠率, 即時比分'],
      default: ['體育投注 – 每場比賽的賠率 | Sportsbook', '足球、網球、籃球、冰球等賽前賠率，附賽果和賽程。', '體育投注, 足球投注, 網球賠率, 籃球賠率'],
    },
    esports: {
      default: ['電子競技投注 – CS2、Dota 2、LoL | Sportsbook', '電子競技聯賽和錦標賽的賠率：Counter-Strike、Dota 2、英雄聯盟等。', '電競投注, CS2 投注, Dota 2 賠率, 英雄聯盟投注'],
    },
    casino: {
      liveCasino: ['真人娛樂場 – 輪盤、二十一點、百家樂 | Sportsbook', '與真人荷官即時直播暢玩輪盤、二十一點和百家樂。', '真人娛樂場, 真人輪盤, 真人二十一點, 百家樂'],
      default: ['娛樂場 – 老虎機和桌面遊戲 | Sportsbook', '來自領先供應商的老虎機、崩潰遊戲、紙牌和桌面遊戲。', '線上娛樂場, 老虎機, 桌面遊戲, 累積獎池'],
    },
  },
};

export function isMetaLanguage(value: string): value is MetaLanguage {
  return (META_LANGUAGES as readonly string[]).includes(value);
}

/** One bundle as served: every entry with its five tags. */
export function metaBundle(lang: MetaLanguage, section: MetaSection): Record<string, MetaTags> {
  const entries = META[lang][section];
  return Object.fromEntries(
    Object.entries(entries).map(([key, [title, description, keywords]]) => [key, { title, description, keywords, ogTitle: title, ogDescription: description }]),
  );
}
