import type { NamespaceFeedNamesTranslation } from '../../i18n-types.ts';

const ru_RU_feedNames = {
  sports: {
    '1': 'Футбол', '2': 'Теннис', '3': 'Бейсбол', '4': 'Волейбол', '5': 'Гандбол', '6': 'Настольный теннис', '7': 'Крикет', '8': 'Регби-15', '9': 'Регби-13', '10': 'Футзал',
    '11': 'Водное поло', '12': 'Флорбол', '13': 'Гольф', '14': 'Дартс', '15': 'Снукер', '16': 'Бадминтон', '17': 'Пляжный волейбол', '18': 'Австралийский футбол', '19': 'Хоккей на траве', '20': 'Баскетбол',
    '21': 'Американский футбол', '22': 'Формула-1', '23': 'Мотогонки', '24': 'НАСКАР', '25': 'Велоспорт', '26': 'Сквош', '27': 'Хоккей с мячом', '28': 'Гэльский футбол', '29': 'Хёрлинг', '30': 'Бокс',
    '31': 'Лакросс', '32': 'Нетбол', '33': 'Падел', '34': 'Собачьи бега', '35': 'Хоккей', '36': 'Горные лыжи', '37': 'Прыжки с трамплина', '38': 'Сумо', '39': 'Олимпийские игры', '40': 'Шахматы',
    '41': 'Кабадди', '42': 'Софтбол', '43': 'Пляжный футбол', '66': 'Киберспорт', '68': 'ММА', '92': 'Скачки', '111': 'Повышенные коэффициенты',
  },
  categories: {
    england: 'Англия', scotland: 'Шотландия', wales: 'Уэльс', 'international-clubs': 'Международные клубные', international: 'Международные', 'itf-men': 'ITF, мужчины', 'itf-women': 'ITF, женщины', specials: 'Специальные',
  },
  tournaments: {
    'international-friendlies': 'Товарищеские матчи сборных', 'world-cup-qualification-uefa': 'Отбор к ЧМ, УЕФА', 'world-championship': 'Чемпионат мира', 'european-championship': 'Чемпионат Европы',
    'nations-league': 'Лига наций', 'world-cup': 'Кубок мира', 'beach-soccer-world-cup': 'Чемпионат мира по пляжному футболу', 't20-world-cup': 'Чемпионат мира T20', 'netball-world-cup': 'Чемпионат мира по нетболу',
    'world-title-fights': 'Титульные бои', heavyweight: 'Тяжёлый вес', middleweight: 'Средний вес', lightweight: 'Лёгкий вес', 'world-cup-downhill': 'Кубок мира, скоростной спуск', 'world-cup-slalom': 'Кубок мира, слалом',
    'world-cup-giant-slalom': 'Кубок мира, гигантский слалом', 'four-hills-tournament': 'Турне четырёх трамплинов', 'olympic-games-medal-match-ups': 'Олимпийские игры - матчи за медали', 'todays-boosts': 'Повышения дня',
    'weekend-boosts': 'Повышения выходных', 'monaco-grand-prix': 'Гран-при Монако', 'british-grand-prix': 'Гран-при Великобритании', 'italian-grand-prix': 'Гран-при Италии', 'belgian-grand-prix': 'Гран-при Бельгии',
    'japanese-grand-prix': 'Гран-при Японии', 'las-vegas-grand-prix': 'Гран-при Лас-Вегаса', 'candidates-tournament': 'Турнир претендентов',
  },
  periods: { firstHalf: '1-й тайм', secondHalf: '2-й тайм', quarter: '{n|ordinal}-я четверть', period: '{n|ordinal}-й период', set: '{n|ordinal}-й сет', frame: '{n|ordinal}-й фрейм', inning: '{n|ordinal}-й иннинг', map: 'Карта {n}' },
  inPeriod: '{period} - {market}',
  markets: {
    winner3Way: '1X2', winner: 'Победитель', handicap: 'Фора', spread: 'Фора', runLine: 'Фора по ранам', puckLine: 'Фора по шайбам', setHandicap: 'Фора по сетам', frameHandicap: 'Фора по фреймам', mapSpread: 'Фора по картам',
    total: 'Тотал', totalSets: 'Тотал сетов', totalFrames: 'Тотал фреймов', mapsOverUnder: 'Тотал карт', overUnder: 'Тотал', doubleChance: 'Двойной шанс', drawNoBet: 'Ничья - возврат',
    bothTeamsToScore: 'Обе забьют', correctScore: 'Точный счёт', halfTimeFullTime: 'Тайм/матч', asianHandicap: 'Азиатская фора', goalsOverUnder: 'Тотал голов', homeOverUnder: 'Тотал хозяев',
    awayOverUnder: 'Тотал гостей', alternativeHandicap: 'Альтернативная фора', alternativeSpread: 'Альтернативная фора', alternativeOverUnder: 'Альтернативный тотал', nextGoal: 'Следующий гол',
    gameHandicap: 'Фора по геймам', totalGames: 'Тотал геймов',
  },
  outcomes: { over: 'Больше', under: 'Меньше', yes: 'Да', no: 'Нет', other: 'Другой', noGoal: 'Гола не будет', draw: 'Ничья' },
  statuses: {
    notStarted: 'Не начался', halfTime: 'Перерыв', break: 'Пауза', ended: 'Завершён', finished: 'Завершён', overtime: 'Овертайм', overtimeN: 'Овертайм {n}', penalties: 'Серия пенальти',
    inningsBreak: 'Перерыв между иннингами', interrupted: 'Прерван', suspended: 'Приостановлен', firstHalf: '1-й тайм', secondHalf: '2-й тайм', quarter: '{n|ordinal}-я четверть', period: '{n|ordinal}-й период', set: '{n|ordinal}-й сет',
    frame: '{n|ordinal}-й фрейм', map: 'Карта {n}', innings: '{n|ordinal}-й иннинг', top: '{n|ordinal}-й иннинг, верх', bottom: '{n|ordinal}-й иннинг, низ', middle: 'Середина {n|ordinal}-го иннинга', end: 'Конец {n|ordinal}-го иннинга',
  },
} satisfies NamespaceFeedNamesTranslation;

export default ru_RU_feedNames;
