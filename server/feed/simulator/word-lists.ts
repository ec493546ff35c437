/**
 * Raw word lists the simulator builds team, player and runner names from. Invented combinations
 * of real place names read like a real book's fixture list without copying any club's brand.
 */

export type Language = 'en' | 'es' | 'de' | 'it' | 'fr' | 'pt' | 'br' | 'nl' | 'be' | 'tr' | 'nordic' | 'ch' | 'cz' | 'pl' | 'hu' | 'generic';

export type Places = { readonly language: Language; readonly cities: readonly string[] };

export const PLACES = {
  england: { language: 'en', cities: ['London', 'Manchester', 'Liverpool', 'Birmingham', 'Leeds', 'Newcastle', 'Sheffield', 'Bristol', 'Nottingham', 'Southampton', 'Leicester', 'Brighton', 'Coventry', 'Derby', 'Portsmouth', 'Norwich', 'Ipswich', 'Stoke', 'Sunderland', 'Middlesbrough', 'Reading', 'Bolton', 'Blackburn', 'Preston', 'Plymouth', 'Hull', 'Wigan', 'Oxford', 'Cambridge', 'Luton', 'Burnley', 'Watford', 'Bournemouth', 'Swindon', 'Exeter', 'Gloucester', 'Bath', 'Northampton', 'Worcester'] },
  scotland: { language: 'en', cities: ['Glasgow', 'Edinburgh', 'Aberdeen', 'Dundee', 'Inverness', 'Perth', 'Kilmarnock', 'Motherwell', 'Paisley', 'Livingston', 'Dingwall', 'Greenock', 'Falkirk', 'Ayr', 'Stirling', 'Arbroath'] },
  spain: { language: 'es', cities: ['Madrid', 'Barcelona', 'Valencia', 'Sevilla', 'Bilbao', 'Málaga', 'Zaragoza', 'Vigo', 'Gijón', 'Oviedo', 'Valladolid', 'Pamplona', 'Granada', 'Almería', 'Cádiz', 'Getafe', 'Alicante', 'Elche', 'Huesca', 'Santander', 'Córdoba', 'Tenerife', 'Las Palmas', 'Girona', 'Villarreal', 'Leganés', 'Burgos', 'Castellón', 'Mallorca', 'Murcia', 'Logroño', 'Badajoz'] },
  germany: { language: 'de', cities: ['Berlin', 'Hamburg', 'München', 'Köln', 'Frankfurt', 'Stuttgart', 'Dortmund', 'Bremen', 'Leipzig', 'Hannover', 'Nürnberg', 'Mainz', 'Freiburg', 'Augsburg', 'Bochum', 'Kiel', 'Darmstadt', 'Karlsruhe', 'Düsseldorf', 'Wolfsburg', 'Bielefeld', 'Paderborn', 'Rostock', 'Magdeburg', 'Kaiserslautern', 'Heidenheim', 'Flensburg', 'Göppingen', 'Lemgo', 'Wetzlar', 'Ulm', 'Bamberg', 'Oldenburg', 'Bonn'] },
  italy: { language: 'it', cities: ['Milano', 'Roma', 'Torino', 'Napoli', 'Firenze', 'Genova', 'Bologna', 'Verona', 'Bergamo', 'Udine', 'Cagliari', 'Lecce', 'Parma', 'Empoli', 'Salerno', 'Palermo', 'Bari', 'Venezia', 'Como', 'Monza', 'Cremona', 'Sassuolo', 'Brescia', 'Pisa', 'Modena', 'Perugia', 'Trento', 'Piacenza', 'Civitanova', 'Padova'] },
  france: { language: 'fr', cities: ['Paris', 'Marseille', 'Lyon', 'Lille', 'Nice', 'Rennes', 'Nantes', 'Bordeaux', 'Toulouse', 'Strasbourg', 'Montpellier', 'Reims', 'Lens', 'Brest', 'Lorient', 'Metz', 'Auxerre', 'Angers', 'Le Havre', 'Saint-Étienne', 'Nancy', 'Caen', 'Dijon', 'Grenoble', 'Toulon', 'Clermont', 'La Rochelle', 'Pau', 'Castres', 'Chambéry', 'Nîmes', 'Limoges'] },
  portugal: { language: 'pt', cities: ['Lisboa', 'Porto', 'Braga', 'Guimarães', 'Faro', 'Coimbra', 'Setúbal', 'Funchal', 'Aveiro', 'Famalicão', 'Chaves', 'Arouca', 'Estoril', 'Vizela', 'Barcelos', 'Viseu', 'Leiria', 'Portimão'] },
  netherlands: { language: 'nl', cities: ['Amsterdam', 'Rotterdam', 'Eindhoven', 'Utrecht', 'Groningen', 'Enschede', 'Alkmaar', 'Arnhem', 'Nijmegen', 'Heerenveen', 'Zwolle', 'Tilburg', 'Breda', 'Sittard', 'Almelo', 'Waalwijk', 'Deventer', 'Volendam', 'Bloemendaal', 'Den Bosch'] },
  belgium: { language: 'be', cities: ['Brussel', 'Antwerpen', 'Brugge', 'Gent', 'Genk', 'Liège', 'Charleroi', 'Mechelen', 'Leuven', 'Kortrijk', 'Oostende', 'Sint-Truiden', 'Westerlo', 'Eupen', 'Waregem', 'Beveren'] },
  brazil: { language: 'br', cities: ['São Paulo', 'Rio de Janeiro', 'Belo Horizonte', 'Porto Alegre', 'Salvador', 'Recife', 'Fortaleza', 'Curitiba', 'Goiânia', 'Florianópolis', 'Cuiabá', 'Belém', 'Manaus', 'Natal', 'Campinas', 'Santos', 'Bragança', 'Juiz de Fora', 'Joinville', 'Sorocaba'] },
  argentina: { language: 'es', cities: ['Buenos Aires', 'Rosario', 'Córdoba', 'La Plata', 'Mendoza', 'Tucumán', 'Santa Fe', 'Mar del Plata', 'Avellaneda', 'Lanús', 'Banfield', 'Quilmes', 'San Juan', 'Salta', 'Paraná', 'Bahía Blanca'] },
  turkey: { language: 'tr', cities: ['İstanbul', 'Ankara', 'İzmir', 'Bursa', 'Trabzon', 'Antalya', 'Konya', 'Kayseri', 'Gaziantep', 'Sivas', 'Samsun', 'Adana', 'Eskişehir', 'Rize', 'Alanya', 'Kocaeli', 'Hatay', 'Malatya'] },
  sweden: { language: 'nordic', cities: ['Stockholm', 'Göteborg', 'Malmö', 'Uppsala', 'Linköping', 'Örebro', 'Västerås', 'Helsingborg', 'Norrköping', 'Jönköping', 'Umeå', 'Luleå', 'Växjö', 'Karlstad', 'Skellefteå', 'Leksand', 'Mora', 'Sundsvall', 'Gävle', 'Halmstad'] },
  finland: { language: 'nordic', cities: ['Helsinki', 'Tampere', 'Turku', 'Oulu', 'Espoo', 'Jyväskylä', 'Lahti', 'Kuopio', 'Pori', 'Vaasa', 'Rauma', 'Joensuu', 'Lappeenranta', 'Hämeenlinna', 'Kouvola'] },
  denmark: { language: 'nordic', cities: ['København', 'Aarhus', 'Odense', 'Aalborg', 'Esbjerg', 'Randers', 'Vejle', 'Horsens', 'Herning', 'Silkeborg', 'Skjern', 'Kolding', 'Holstebro', 'Fredericia', 'Viborg'] },
  switzerland: { language: 'ch', cities: ['Zürich', 'Bern', 'Basel', 'Genève', 'Lausanne', 'Lugano', 'Luzern', 'Davos', 'Fribourg', 'Biel', 'Zug', 'Ambrì', 'Langnau', 'Kloten', 'Rapperswil', 'St. Gallen', 'Chur', 'Wiler'] },
  czechia: { language: 'cz', cities: ['Praha', 'Brno', 'Ostrava', 'Plzeň', 'Liberec', 'Olomouc', 'Pardubice', 'Zlín', 'Třinec', 'Kladno', 'Hradec Králové', 'Karlovy Vary', 'Mladá Boleslav', 'Litvínov', 'České Budějovice', 'Havířov'] },
  poland: { language: 'pl', cities: ['Warszawa', 'Kraków', 'Gdańsk', 'Poznań', 'Wrocław', 'Łódź', 'Szczecin', 'Lublin', 'Katowice', 'Rzeszów', 'Białystok', 'Bydgoszcz', 'Olsztyn', 'Kielce', 'Zawiercie', 'Jastrzębie', 'Bełchatów', 'Radom'] },
  hungary: { language: 'hu', cities: ['Budapest', 'Szolnok', 'Eger', 'Debrecen', 'Szeged', 'Pécs', 'Miskolc', 'Győr', 'Kecskemét', 'Szentes', 'Orosháza', 'Tatabánya', 'Veszprém', 'Szombathely'] },
  usa: { language: 'generic', cities: ['Boston', 'New York', 'Chicago', 'Los Angeles', 'Houston', 'Dallas', 'Miami', 'Atlanta', 'Seattle', 'Denver', 'Phoenix', 'Detroit', 'Philadelphia', 'San Diego', 'Portland', 'Nashville', 'Charlotte', 'Orlando', 'Columbus', 'Kansas City', 'Minnesota', 'Pittsburgh', 'Baltimore', 'Cleveland', 'Cincinnati', 'Tampa Bay', 'Las Vegas', 'Sacramento', 'Salt Lake', 'Austin', 'St. Louis', 'Milwaukee', 'Indianapolis', 'New Orleans', 'Buffalo', 'Oklahoma City'] },
  ncaa: { language: 'generic', cities: ['Alabama', 'Ohio State', 'Michigan', 'Georgia', 'Texas', 'Clemson', 'Oregon', 'Penn State', 'Notre Dame', 'Florida', 'Duke', 'Kentucky', 'Kansas', 'North Carolina', 'Gonzaga', 'Baylor', 'Villanova', 'Arizona', 'UCLA', 'Purdue', 'Wisconsin', 'Iowa', 'Tennessee', 'Auburn', 'LSU', 'Oklahoma', 'Utah', 'Washington'] },
  canada: { language: 'generic', cities: ['Toronto', 'Montreal', 'Vancouver', 'Calgary', 'Edmonton', 'Ottawa', 'Winnipeg', 'Hamilton', 'Regina', 'Halifax', 'Quebec', 'Saskatoon', 'Victoria', 'London'] },
  japan: { language: 'generic', cities: ['Tokyo', 'Osaka', 'Yokohama', 'Nagoya', 'Sapporo', 'Kobe', 'Kyoto', 'Fukuoka', 'Hiroshima', 'Sendai', 'Niigata', 'Kashima', 'Kawasaki', 'Urawa', 'Shimizu', 'Kashiwa', 'Nagasaki', 'Okayama'] },
  korea: { language: 'generic', cities: ['Seoul', 'Busan', 'Incheon', 'Daegu', 'Daejeon', 'Gwangju', 'Ulsan', 'Suwon', 'Pohang', 'Jeonbuk', 'Gangwon', 'Jeju', 'Changwon', 'Gimcheon'] },
  china: { language: 'generic', cities: ['Beijing', 'Shanghai', 'Guangzhou', 'Shenzhen', 'Shandong', 'Zhejiang', 'Tianjin', 'Wuhan', 'Chengdu', 'Qingdao', 'Dalian', 'Changchun', 'Nanjing', 'Xiamen', 'Shenyang', 'Chongqing'] },
  australia: { language: 'en', cities: ['Sydney', 'Melbourne', 'Brisbane', 'Perth', 'Adelaide', 'Newcastle', 'Wellington', 'Gold Coast', 'Canberra', 'Geelong', 'Hobart', 'Central Coast', 'Wollongong', 'Townsville', 'Cairns', 'Darwin', 'Penrith', 'Parramatta', 'Cronulla', 'Auckland'] },
  india: { language: 'generic', cities: ['Mumbai', 'Delhi', 'Chennai', 'Kolkata', 'Bengaluru', 'Hyderabad', 'Jaipur', 'Ahmedabad', 'Lucknow', 'Pune', 'Patna', 'Mohali', 'Gujarat', 'Rajasthan', 'Haryana', 'Tamil'] },
  pakistan: { language: 'generic', cities: ['Karachi', 'Lahore', 'Islamabad', 'Peshawar', 'Quetta', 'Multan', 'Rawalpindi', 'Faisalabad'] },
  ireland: { language: 'en', cities: ['Kerry', 'Dublin', 'Mayo', 'Galway', 'Tyrone', 'Donegal', 'Cork', 'Kilkenny', 'Limerick', 'Tipperary', 'Clare', 'Waterford', 'Wexford', 'Armagh', 'Derry', 'Meath', 'Kildare', 'Roscommon', 'Monaghan', 'Offaly', 'Laois', 'Westmeath'] },
} as const satisfies Record<string, Places>;

export type PlaceKey = keyof typeof PLACES;

/** Club-name patterns per language; `{c}` is the city. */
export const CLUB_PATTERNS: Readonly<Record<Language, readonly string[]>> = {
  en: ['{c} United', '{c} City', '{c} FC', '{c} Town', '{c} Rovers', '{c} Athletic', '{c} Albion', '{c} Wanderers', '{c} County'],
  es: ['Real {c}', 'CD {c}', 'Atlético {c}', 'UD {c}', '{c} CF', 'Deportivo {c}', 'Racing {c}', 'SD {c}'],
  de: ['FC {c}', 'SV {c}', 'VfB {c}', 'Borussia {c}', '1. FC {c}', 'SC {c}', 'Eintracht {c}', 'Fortuna {c}', 'TSV {c}'],
  it: ['AC {c}', 'US {c}', '{c} Calcio', 'FC {c}', 'SS {c}', 'AS {c}'],
  fr: ['AS {c}', 'FC {c}', 'Olympique {c}', 'Stade {c}', 'RC {c}', 'SC {c}', '{c} FC'],
  pt: ['SC {c}', 'CD {c}', 'Sporting {c}', 'FC {c}', 'Vitória {c}', 'Académico {c}'],
  br: ['{c} FC', 'EC {c}', 'Atlético {c}', 'Sport {c}', 'América {c}', 'Grêmio {c}'],
  nl: ['FC {c}', 'SC {c}', 'VV {c}', '{c} FC', 'Sparta {c}', 'Fortuna {c}'],
  be: ['KV {c}', 'RSC {c}', 'Royal {c}', 'KAA {c}', '{c} FC', 'Cercle {c}'],
  tr: ['{c}spor', '{c} FK', '{c} Belediyespor', '{c} BB'],
  nordic: ['{c} IF', '{c} FF', 'IFK {c}', '{c} BK', 'IK {c}', 'FC {c}'],
  ch: ['FC {c}', 'SC {c}', '{c} FC', 'BSC {c}'],
  cz: ['FK {c}', 'SK {c}', 'Baník {c}', 'Slavia {c}', 'Dukla {c}', 'Viktoria {c}'],
  pl: ['KS {c}', 'Wisła {c}', 'Lech {c}', 'Górnik {c}', 'Zagłębie {c}', 'Polonia {c}'],
  hu: ['{c} VSE', '{c} VSC', 'FTC {c}', '{c} KSI', '{c} SE'],
  generic: ['{c} FC', 'FC {c}', '{c} United', '{c} City'],
};

/** Sports whose clubs are not named like football clubs. */
export const SPORT_CLUB_PATTERNS: Readonly<Record<string, readonly string[]>> = {
  basketball: ['BC {c}', '{c} Basket', 'Basket {c}', '{c} Baskets', 'KK {c}'],
  volleyball: ['{c} Volley', 'VC {c}', 'Volley {c}', 'VK {c}'],
  handball: ['HC {c}', '{c} Handball', 'HSG {c}', 'SG {c}', 'THW {c}'],
  'ice-hockey': ['HC {c}', '{c} HC', 'EHC {c}', 'HK {c}', '{c} Hockey', '{c} IK'],
  futsal: ['{c} Futsal', 'FS {c}', 'Futsal {c}'],
  waterpolo: ['VK {c}', '{c} Waterpolo', 'PVK {c}', '{c} VSE'],
  floorball: ['{c} IBK', 'IBF {c}', '{c} Unihockey', 'IBK {c}'],
  bandy: ['{c} BK', '{c} IF', 'IFK {c}', '{c} Bandy'],
  'rugby-union': ['{c} RFC', '{c} Rugby', 'RC {c}', 'Stade {c}', '{c} Saints'],
  'rugby-league': ['{c} RLFC', '{c} Knights', '{c} Warriors'],
  'field-hockey': ['HC {c}', '{c} HC', 'HGC {c}', 'MHC {c}'],
};

export const MASCOTS = ['Hawks', 'Bears', 'Wolves', 'Titans', 'Storm', 'Lions', 'Tigers', 'Eagles', 'Falcons', 'Kings', 'Knights', 'Rangers', 'Raptors', 'Sharks', 'Thunder', 'Blaze', 'Comets', 'Stallions', 'Pioneers', 'Mariners', 'Rockets', 'Giants', 'Warriors', 'Spartans', 'Vikings', 'Pirates', 'Bison', 'Cougars', 'Jaguars', 'Cyclones', 'Express', 'Fury', 'Outlaws', 'Renegades', 'Huskies', 'Wildcats', 'Grizzlies', 'Owls', 'Royals', 'Chargers', 'Hurricanes', 'Predators', 'Mustangs', 'Dragons', 'Phoenix', 'Strikers', 'Tuskers', 'Panthers'] as const;

export const NATIONS = ['Argentina', 'Australia', 'Austria', 'Belgium', 'Brazil', 'Cameroon', 'Canada', 'Chile', 'China', 'Colombia', 'Croatia', 'Czechia', 'Denmark', 'Ecuador', 'Egypt', 'England', 'Finland', 'France', 'Germany', 'Ghana', 'Greece', 'Hungary', 'Iceland', 'India', 'Iran', 'Ireland', 'Italy', 'Japan', 'Mexico', 'Morocco', 'Netherlands', 'New Zealand', 'Nigeria', 'Norway', 'Paraguay', 'Peru', 'Poland', 'Portugal', 'Qatar', 'Romania', 'Saudi Arabia', 'Scotland', 'Senegal', 'Serbia', 'Slovakia', 'Slovenia', 'South Africa', 'South Korea', 'Spain', 'Sweden', 'Switzerland', 'Tunisia', 'Turkey', 'Ukraine', 'Uruguay', 'USA', 'Wales', 'Georgia'] as const;

export const INITIALS = 'ABCDEFGHIJKLMNOPRSTVWY';

export const SURNAMES = ['Alvarez', 'Berg', 'Novak', 'Rossi', 'Müller', 'Dubois', 'Kowalski', 'Silva', 'Nakamura', 'Kim', 'Chen', 'Wang', 'Smith', 'Johnson', 'Williams', 'Brown', 'Taylor', 'Martin', 'Bernard', 'Moreau', 'Laurent', 'Garcia', 'Fernandez', 'Lopez', 'Martinez', 'Romero', 'Ferrari', 'Bianchi', 'Ricci', 'Costa', 'Santos', 'Oliveira', 'Pereira', 'Fischer', 'Weber', 'Becker', 'Schulz', 'Hoffmann', 'Jansen', 'De Vries', 'Bakker', 'Visser', 'Andersson', 'Johansson', 'Lindqvist', 'Nilsson', 'Hansen', 'Larsen', 'Nielsen', 'Virtanen', 'Korhonen', 'Nowak', 'Wiśniewski', 'Dvořák', 'Svoboda', 'Horvat', 'Kovač', 'Popescu', 'Ionescu', 'Yılmaz', 'Demir', 'Papadopoulos', "O'Brien", 'Murphy', 'Kelly', 'Walsh', 'Tanaka', 'Suzuki', 'Sato', 'Watanabe', 'Park', 'Lee', 'Choi', 'Liu', 'Zhang', 'Huang', 'Singh', 'Kumar', 'Patel', 'Cohen', 'Levi', 'Hughes', 'Evans', 'Davies', 'Thomas', 'Roberts', 'Walker', 'Wright', 'Robinson', 'Clarke', 'Mitchell', 'Campbell', 'Anderson', 'Morales', 'Herrera', 'Castro', 'Vargas', 'Navarro', 'Ruiz', 'Moreno', 'Jimenez', 'Gomez', 'Díaz', 'Sousa', 'Almeida', 'Carvalho', 'Ribeiro', 'Marino', 'Greco', 'Conti', 'Galli', 'Kruger', 'Van Dijk', 'Peeters', 'Janssens', 'Claes', 'Meyer', 'Wagner', 'Keller', 'Richter', 'Haas', 'Novotný', 'Horák', 'Lindgren', 'Berglund', 'Dahl', 'Moen', 'Sørensen', 'Jensen'] as const;

export const ESPORTS_WORDS = ['Nova', 'Vortex', 'Ember', 'Apex', 'Shadow', 'Titan', 'Zenith', 'Phantom', 'Nebula', 'Eclipse', 'Rogue', 'Crimson', 'Frost', 'Valor', 'Onyx', 'Quantum', 'Havoc', 'Spectre', 'Nightfall', 'Aurora', 'Vanguard', 'Pulse', 'Inferno', 'Cobalt', 'Obsidian', 'Tempest', 'Solaris', 'Lunar', 'Ironclad', 'Venom', 'Mirage', 'Paragon'] as const;
export const ESPORTS_PATTERNS = ['{w} Esports', '{w} Gaming', 'Team {w}', '{w}', '{w} Club', '{w} Five'] as const;

export const HORSE_FIRST = ['Silver', 'Golden', 'Midnight', 'Royal', 'Lucky', 'Wild', 'Brave', 'Desert', 'Crimson', 'Noble', 'Secret', 'Quiet', 'Dancing', 'Flying', 'Star', 'Summer', 'Winter', 'Misty', 'Thunder', 'Velvet', 'Copper', 'Ocean', 'Highland', 'Gallant'] as const;
export const HORSE_SECOND = ['Arrow', 'Echo', 'Whisper', 'Storm', 'Legend', 'Spirit', 'Dancer', 'Prince', 'Princess', 'Breeze', 'Dream', 'Knight', 'Rebel', 'Charm', 'Harbour', 'Glory', 'Valley', 'Rose', 'Falcon', 'Comet', 'Jewel', 'Melody', 'Voyager', 'Sovereign'] as const;

export const DOG_FIRST = ['Ballymac', 'Droopys', 'Swift', 'Romeo', 'Kinda', 'Coolavanny', 'Skywalker', 'Blastoff', 'Queen', 'King', 'Sole', 'Lenson', 'Grangeview', 'Signet'] as const;
export const DOG_SECOND = ['Rocket', 'Bullet', 'Flash', 'Dash', 'Blaze', 'Rebel', 'Jet', 'Bolt', 'Ace', 'Sprite', 'Gem', 'Tiger', 'Ranger', 'Max', 'Bandit', 'Spirit'] as const;

export const SUMO_FIRST = ['Tera', 'Kiri', 'Asa', 'Waka', 'Taka', 'Koto', 'Hoshi', 'Tobi', 'Ura', 'Mido', 'Kita', 'Tama', 'Oho', 'Hira'] as const;
export const SUMO_SECOND = ['noumi', 'nofuji', 'yama', 'ryu', 'shoho', 'kaze', 'zakura', 'nosho', 'kage', 'fuji', 'umi', 'mitsu', 'nishiki', 'hikari'] as const;
