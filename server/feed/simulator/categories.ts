/**
 * Categories (countries, regions, circuits) and their tournaments per sport, in menu order, with
 * how their teams are named. Names follow what bettors see at real books.
 */
import type { PlaceKey } from './word-lists.ts';

export type NameStyle = 'club' | 'franchise' | 'nation' | 'player' | 'pair' | 'esports' | 'horse' | 'dog' | 'sumo' | 'county';

export type CategoryData = {
  readonly name: string;
  readonly tournaments: readonly string[];
  /** Defaults to the sport's style. */
  readonly style?: NameStyle;
  /** Where club and franchise names come from; several for cross-border cups. */
  readonly places?: PlaceKey | readonly PlaceKey[];
  /** A fixed field instead of generated names (e.g. the Six Nations). */
  readonly teams?: readonly string[];
};

export type SportCategories = { readonly style: NameStyle; readonly categories: readonly CategoryData[] };

const EUROPE_CLUBS: readonly PlaceKey[] = ['england', 'spain', 'germany', 'italy', 'france', 'portugal', 'netherlands', 'belgium', 'turkey', 'scotland', 'switzerland', 'czechia'];
const SIX_NATIONS = ['England', 'France', 'Ireland', 'Italy', 'Scotland', 'Wales'];
const F1_TRACKS = ['Monaco Grand Prix', 'British Grand Prix', 'Italian Grand Prix', 'Belgian Grand Prix', 'Japanese Grand Prix', 'Las Vegas Grand Prix'];

export const CATEGORIES: Readonly<Record<string, SportCategories>> = {
  soccer: {
    style: 'club',
    categories: [
      { name: 'England', places: 'england', tournaments: ['Premier League', 'Championship', 'League One', 'FA Cup'] },
      { name: 'Spain', places: 'spain', tournaments: ['LaLiga', 'LaLiga 2', 'Copa del Rey'] },
      { name: 'Germany', places: 'germany', tournaments: ['Bundesliga', '2. Bundesliga', 'DFB Pokal'] },
      { name: 'Italy', places: 'italy', tournaments: ['Serie A', 'Serie B', 'Coppa Italia'] },
      { name: 'France', places: 'france', tournaments: ['Ligue 1', 'Ligue 2'] },
      { name: 'International Clubs', places: EUROPE_CLUBS, tournaments: ['UEFA Champions League', 'UEFA Europa League', 'UEFA Conference League'] },
      { name: 'International', style: 'nation', tournaments: ['World Cup Qualification UEFA', 'International Friendlies'] },
      { name: 'Portugal', places: 'portugal', tournaments: ['Primeira Liga'] },
      { name: 'Netherlands', places: 'netherlands', tournaments: ['Eredivisie', 'Eerste Divisie'] },
      { name: 'Belgium', places: 'belgium', tournaments: ['Pro League'] },
      { name: 'Scotland', places: 'scotland', tournaments: ['Premiership', 'Championship'] },
      { name: 'Turkey', places: 'turkey', tournaments: ['Süper Lig'] },
      { name: 'Brazil', places: 'brazil', tournaments: ['Brasileirão Série A', 'Brasileirão Série B'] },
      { name: 'Argentina', places: 'argentina', tournaments: ['Liga Profesional'] },
      { name: 'USA', style: 'franchise', places: 'usa', tournaments: ['MLS'] },
      { name: 'Japan', style: 'franchise', places: 'japan', tournaments: ['J1 League'] },
      { name: 'Australia', style: 'franchise', places: 'australia', tournaments: ['A-League'] },
    ],
  },
  tennis: {
    style: 'player',
    categories: [
      { name: 'ATP', tournaments: ['ATP Madrid, Spain', 'ATP Rome, Italy', 'ATP Halle, Germany', 'ATP Queens, Great Britain'] },
      { name: 'WTA', tournaments: ['WTA Madrid, Spain', 'WTA Rome, Italy', 'WTA Berlin, Germany'] },
      { name: 'Challenger', tournaments: ['Challenger Prague, Czechia', 'Challenger Lyon, France', 'Challenger Tallahassee, USA'] },
      { name: 'ITF Men', tournaments: ['ITF M25 Antalya', 'ITF M15 Monastir'] },
      { name: 'ITF Women', tournaments: ['ITF W35 Santa Margherita', 'ITF W15 Heraklion'] },
    ],
  },
  basketball: {
    style: 'club',
    categories: [
      { name: 'USA', style: 'franchise', places: 'usa', tournaments: ['NBA'] },
      { name: 'NCAA', style: 'franchise', places: 'ncaa', tournaments: ['NCAA Division I'] },
      { name: 'International Clubs', places: EUROPE_CLUBS, tournaments: ['EuroLeague', 'EuroCup'] },
      { name: 'Spain', places: 'spain', tournaments: ['Liga ACB'] },
      { name: 'Germany', places: 'germany', tournaments: ['BBL'] },
      { name: 'Turkey', places: 'turkey', tournaments: ['Basketbol Süper Ligi'] },
      { name: 'Australia', style: 'franchise', places: 'australia', tournaments: ['NBL'] },
      { name: 'China', style: 'franchise', places: 'china', tournaments: ['CBA'] },
    ],
  },
  'ice-hockey': {
    style: 'club',
    categories: [
      { name: 'USA', style: 'franchise', places: 'usa', tournaments: ['NHL', 'AHL'] },
      { name: 'Sweden', places: 'sweden', tournaments: ['SHL', 'HockeyAllsvenskan'] },
      { name: 'Finland', places: 'finland', tournaments: ['Liiga'] },
      { name: 'Germany', places: 'germany', tournaments: ['DEL'] },
      { name: 'Switzerland', places: 'switzerland', tournaments: ['National League'] },
      { name: 'Czechia', places: 'czechia', tournaments: ['Extraliga'] },
      { name: 'International', style: 'nation', tournaments: ['World Championship'] },
    ],
  },
  esports: {
    style: 'esports',
    categories: [
      { name: 'Counter-Strike 2', tournaments: ['IEM Katowice', 'ESL Pro League', 'BLAST Premier', 'CCT Europe'] },
      { name: 'Dota 2', tournaments: ['DreamLeague', 'The International', 'PGL Wallachia'] },
      { name: 'League of Legends', tournaments: ['LEC', 'LCK', 'LPL', 'Worlds'] },
      { name: 'Valorant', tournaments: ['VCT Masters', 'VCT Challengers EMEA'] },
      { name: 'Rainbow Six', tournaments: ['Siege Pro League', 'Six Invitational'] },
    ],
  },
  'table-tennis': {
    style: 'player',
    categories: [
      { name: 'International', tournaments: ['WTT Champions', 'WTT Contender', 'TT Elite Series', 'Setka Cup'] },
      { name: 'Czechia', tournaments: ['Czech Liga Pro'] },
    ],
  },
  volleyball: {
    style: 'club',
    categories: [
      { name: 'Italy', places: 'italy', tournaments: ['SuperLega', 'Serie A1 Women'] },
      { name: 'Poland', places: 'poland', tournaments: ['PlusLiga'] },
      { name: 'Turkey', places: 'turkey', tournaments: ['Efeler Ligi'] },
      { name: 'Brazil', places: 'brazil', tournaments: ['Superliga'] },
      { name: 'International', style: 'nation', tournaments: ['Nations League'] },
    ],
  },
  'american-football': {
    style: 'franchise',
    categories: [
      { name: 'USA', places: 'usa', tournaments: ['NFL'] },
      { name: 'NCAA', places: 'ncaa', tournaments: ['NCAA FBS'] },
      { name: 'Canada', places: 'canada', tournaments: ['CFL'] },
    ],
  },
  handball: {
    style: 'club',
    categories: [
      { name: 'Germany', places: 'germany', tournaments: ['Handball-Bundesliga'] },
      { name: 'International Clubs', places: ['germany', 'france', 'spain', 'denmark', 'hungary', 'poland'], tournaments: ['EHF Champions League', 'EHF European League'] },
      { name: 'Denmark', places: 'denmark', tournaments: ['Håndboldligaen'] },
      { name: 'France', places: 'france', tournaments: ['Starligue'] },
      { name: 'Spain', places: 'spain', tournaments: ['Liga ASOBAL'] },
      { name: 'International', style: 'nation', tournaments: ['European Championship'] },
    ],
  },
  baseball: {
    style: 'franchise',
    categories: [
      { name: 'USA', places: 'usa', tournaments: ['MLB'] },
      { name: 'Japan', places: 'japan', tournaments: ['NPB'] },
      { name: 'South Korea', places: 'korea', tournaments: ['KBO'] },
    ],
  },
  cricket: {
    style: 'franchise',
    categories: [
      { name: 'India', places: 'india', tournaments: ['Indian Premier League'] },
      { name: 'International', style: 'nation', teams: ['Australia', 'England', 'India', 'Pakistan', 'South Africa', 'New Zealand', 'Sri Lanka', 'West Indies', 'Bangladesh', 'Afghanistan', 'Ireland', 'Zimbabwe'], tournaments: ['T20 International', 'T20 World Cup'] },
      { name: 'Australia', places: 'australia', tournaments: ['Big Bash League'] },
      { name: 'Pakistan', places: 'pakistan', tournaments: ['Pakistan Super League'] },
    ],
  },
  'rugby-union': {
    style: 'club',
    categories: [
      { name: 'International', style: 'nation', teams: SIX_NATIONS, tournaments: ['Six Nations'] },
      { name: 'England', places: 'england', tournaments: ['Premiership Rugby'] },
      { name: 'France', places: 'france', tournaments: ['Top 14'] },
      { name: 'International Clubs', places: ['england', 'france', 'ireland', 'scotland', 'italy'], tournaments: ['Champions Cup'] },
    ],
  },
  'rugby-league': {
    style: 'franchise',
    categories: [
      { name: 'Australia', places: 'australia', tournaments: ['NRL'] },
      { name: 'England', style: 'club', places: 'england', tournaments: ['Super League'] },
    ],
  },
  futsal: {
    style: 'club',
    categories: [
      { name: 'Spain', places: 'spain', tournaments: ['Primera División'] },
      { name: 'Brazil', places: 'brazil', tournaments: ['LNF'] },
      { name: 'International Clubs', places: ['spain', 'portugal', 'italy', 'czechia', 'poland'], tournaments: ['UEFA Futsal Champions League'] },
    ],
  },
  waterpolo: {
    style: 'club',
    categories: [
      { name: 'Hungary', places: 'hungary', tournaments: ['OB I'] },
      { name: 'Italy', places: 'italy', tournaments: ['Serie A1'] },
      { name: 'International', style: 'nation', tournaments: ['European Championship'] },
    ],
  },
  floorball: {
    style: 'club',
    categories: [
      { name: 'Sweden', places: 'sweden', tournaments: ['SSL'] },
      { name: 'Finland', places: 'finland', tournaments: ['F-liiga'] },
      { name: 'Switzerland', places: 'switzerland', tournaments: ['Unihockey Prime League'] },
    ],
  },
  golf: {
    style: 'player',
    categories: [
      { name: 'USA', tournaments: ['PGA Tour - The Players', 'PGA Tour - Memorial Tournament'] },
      { name: 'Europe', tournaments: ['DP World Tour - Italian Open', 'DP World Tour - Dutch Open'] },
    ],
  },
  darts: {
    style: 'player',
    categories: [{ name: 'International', tournaments: ['Premier League', 'World Matchplay', 'UK Open', 'European Tour'] }],
  },
  snooker: {
    style: 'player',
    categories: [{ name: 'International', tournaments: ['World Championship', 'UK Championship', 'Masters', 'Shoot Out'] }],
  },
  badminton: {
    style: 'player',
    categories: [{ name: 'International', tournaments: ['BWF All England Open', 'BWF Indonesia Open', 'BWF Denmark Open'] }],
  },
  'beach-volleyball': {
    style: 'pair',
    categories: [{ name: 'International', tournaments: ['Beach Pro Tour Elite16', 'Beach Pro Tour Challenge'] }],
  },
  'aussie-rules': {
    style: 'franchise',
    categories: [{ name: 'Australia', places: 'australia', tournaments: ['AFL', 'AFL Women'] }],
  },
  'field-hockey': {
    style: 'nation',
    categories: [
      { name: 'International', tournaments: ['FIH Pro League'] },
      { name: 'Netherlands', style: 'club', places: 'netherlands', tournaments: ['Hoofdklasse'] },
    ],
  },
  'formula-1': {
    style: 'player',
    categories: [{ name: 'World', tournaments: F1_TRACKS }],
  },
  'motorcycle-racing': {
    style: 'player',
    categories: [{ name: 'World', tournaments: ['MotoGP - Grand Prix of Spain', 'MotoGP - Italian Grand Prix', 'World Superbike'] }],
  },
  nascar: {
    style: 'player',
    categories: [{ name: 'USA', tournaments: ['Cup Series', 'Xfinity Series'] }],
  },
  cycling: {
    style: 'player',
    categories: [{ name: 'International', tournaments: ['Tour de France', "Giro d'Italia", 'Vuelta a España'] }],
  },
  squash: {
    style: 'player',
    categories: [{ name: 'International', tournaments: ['PSA British Open', 'PSA US Open', 'PSA World Championship'] }],
  },
  bandy: {
    style: 'club',
    categories: [
      { name: 'Sweden', places: 'sweden', tournaments: ['Elitserien'] },
      { name: 'International', style: 'nation', teams: ['Sweden', 'Finland', 'Norway', 'Kazakhstan', 'USA', 'Netherlands'], tournaments: ['World Championship'] },
    ],
  },
  'gaelic-football': {
    style: 'county',
    categories: [{ name: 'Ireland', places: 'ireland', tournaments: ['All-Ireland Championship', 'National League'] }],
  },
  hurling: {
    style: 'county',
    categories: [{ name: 'Ireland', places: 'ireland', tournaments: ['All-Ireland Championship', 'National League'] }],
  },
  lacrosse: {
    style: 'franchise',
    categories: [{ name: 'USA', places: 'usa', tournaments: ['PLL', 'NLL'] }],
  },
  netball: {
    style: 'franchise',
    categories: [
      { name: 'Australia', places: 'australia', tournaments: ['Super Netball'] },
      { name: 'England', places: 'england', tournaments: ['Netball Super League'] },
      { name: 'International', style: 'nation', tournaments: ['Netball World Cup'] },
    ],
  },
  padel: {
    style: 'pair',
    categories: [{ name: 'International', tournaments: ['Premier Padel Major', 'Premier Padel P1'] }],
  },
  greyhounds: {
    style: 'dog',
    categories: [
      { name: 'UK', tournaments: ['Romford', 'Towcester', 'Hove', 'Monmore'] },
      { name: 'Ireland', tournaments: ['Shelbourne Park', 'Curraheen Park'] },
    ],
  },
  'horse-racing': {
    style: 'horse',
    categories: [
      { name: 'UK', tournaments: ['Ascot', 'Cheltenham', 'Newmarket', 'York', 'Epsom'] },
      { name: 'Ireland', tournaments: ['Leopardstown', 'Curragh', 'Punchestown'] },
      { name: 'France', tournaments: ['Longchamp', 'Chantilly', 'Deauville'] },
      { name: 'USA', tournaments: ['Churchill Downs', 'Belmont Park', 'Santa Anita'] },
    ],
  },
  boxing: {
    style: 'player',
    categories: [{ name: 'International', tournaments: ['World Title Fights', 'Heavyweight', 'Middleweight', 'Lightweight'] }],
  },
  mma: {
    style: 'player',
    categories: [{ name: 'International', tournaments: ['UFC Fight Night', 'UFC Numbered Events', 'PFL', 'ONE Championship'] }],
  },
  'alpine-skiing': {
    style: 'player',
    categories: [{ name: 'International', tournaments: ['World Cup Downhill', 'World Cup Slalom', 'World Cup Giant Slalom'] }],
  },
  'ski-jumping': {
    style: 'player',
    categories: [{ name: 'International', tournaments: ['World Cup', 'Four Hills Tournament'] }],
  },
  sumo: {
    style: 'sumo',
    categories: [{ name: 'Japan', tournaments: ['Hatsu Basho', 'Haru Basho', 'Natsu Basho', 'Aki Basho'] }],
  },
  olympics: {
    style: 'nation',
    categories: [{ name: 'International', tournaments: ['Olympic Games - Medal Match-ups'] }],
  },
  chess: {
    style: 'player',
    categories: [{ name: 'International', tournaments: ['Candidates Tournament', 'Grand Chess Tour', 'Tata Steel Masters'] }],
  },
  kabaddi: {
    style: 'franchise',
    categories: [{ name: 'India', places: 'india', tournaments: ['Pro Kabaddi League'] }],
  },
  softball: {
    style: 'franchise',
    categories: [
      { name: 'USA', places: 'ncaa', tournaments: ['NCAA Softball'] },
      { name: 'International', style: 'nation', tournaments: ['WBSC World Cup'] },
    ],
  },
  'beach-soccer': {
    style: 'nation',
    categories: [{ name: 'International', tournaments: ['Euro Beach Soccer League', 'Beach Soccer World Cup'] }],
  },
  'boosted-odds': {
    style: 'club',
    categories: [{ name: 'Specials', places: 'england', tournaments: ["Today's Boosts", 'Weekend Boosts'] }],
  },
};
