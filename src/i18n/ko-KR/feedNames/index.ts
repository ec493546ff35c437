import type { NamespaceFeedNamesTranslation } from '../../i18n-types.ts';

const ko_KR_feedNames = {
  sports: {
    '1': '축구', '2': '테니스', '3': '야구', '4': '배구', '5': '핸드볼', '6': '탁구', '7': '크리켓', '8': '럭비 유니언', '9': '럭비 리그', '10': '풋살',
    '11': '수구', '12': '플로어볼', '13': '골프', '14': '다트', '15': '스누커', '16': '배드민턴', '17': '비치발리볼', '18': '오스트레일리안 풋볼', '19': '필드하키', '20': '농구',
    '21': '미식축구', '22': 'F1', '23': '모터사이클 레이싱', '24': '나스카', '25': '사이클', '26': '스쿼시', '27': '밴디', '28': '게일릭 풋볼', '29': '헐링', '30': '복싱',
    '31': '라크로스', '32': '넷볼', '33': '파델', '34': '그레이하운드', '35': '아이스하키', '36': '알파인 스키', '37': '스키 점프', '38': '스모', '39': '올림픽', '40': '체스',
    '41': '카바디', '42': '소프트볼', '43': '비치 사커', '66': 'e스포츠', '68': '종합격투기', '92': '경마', '111': '배당 부스트',
  },
  categories: {
    england: '잉글랜드', scotland: '스코틀랜드', wales: '웨일스', 'international-clubs': '국제 클럽 대회', international: '국제 대회', 'itf-men': 'ITF 남자', 'itf-women': 'ITF 여자', specials: '스페셜',
  },
  tournaments: {
    'international-friendlies': '국가대표 친선경기', 'world-cup-qualification-uefa': '월드컵 유럽 예선', 'world-championship': '세계선수권', 'european-championship': '유럽선수권', 'nations-league': '네이션스 리그',
    'world-cup': '월드컵', 'beach-soccer-world-cup': '비치 사커 월드컵', 't20-world-cup': 'T20 월드컵', 'netball-world-cup': '넷볼 월드컵', 'world-title-fights': '세계 타이틀전',
    heavyweight: '헤비급', middleweight: '미들급', lightweight: '라이트급', 'world-cup-downhill': '월드컵 활강', 'world-cup-slalom': '월드컵 회전', 'world-cup-giant-slalom': '월드컵 대회전',
    'four-hills-tournament': '포힐스 토너먼트', 'olympic-games-medal-match-ups': '올림픽 - 메달 매치업', 'todays-boosts': '오늘의 부스트', 'weekend-boosts': '주말 부스트',
    'monaco-grand-prix': '모나코 그랑프리', 'british-grand-prix': '영국 그랑프리', 'italian-grand-prix': '이탈리아 그랑프리', 'belgian-grand-prix': '벨기에 그랑프리', 'japanese-grand-prix': '일본 그랑프리',
    'las-vegas-grand-prix': '라스베이거스 그랑프리', 'candidates-tournament': '후보자 토너먼트',
  },
  periods: { firstHalf: '전반전', secondHalf: '후반전', quarter: '{n|ordinal}쿼터', period: '{n|ordinal}피리어드', set: '{n|ordinal}세트', frame: '{n|ordinal}프레임', inning: '{n|ordinal}이닝', map: '맵 {n}' },
  inPeriod: '{period} - {market}',
  markets: {
    winner3Way: '1X2', winner: '승자', handicap: '핸디캡', spread: '스프레드', runLine: '런 라인', puckLine: '퍽 라인', setHandicap: '세트 핸디캡', frameHandicap: '프레임 핸디캡', mapSpread: '맵 핸디캡',
    total: '합계', totalSets: '총 세트 수', totalFrames: '총 프레임 수', mapsOverUnder: '맵 수 오버/언더', overUnder: '오버/언더', doubleChance: '더블 찬스', drawNoBet: '무승부 시 환불',
    bothTeamsToScore: '양 팀 득점', correctScore: '정확한 스코어', halfTimeFullTime: '전반/경기 결과', asianHandicap: '아시안 핸디캡', goalsOverUnder: '골 수 오버/언더', homeOverUnder: '홈 오버/언더',
    awayOverUnder: '원정 오버/언더', alternativeHandicap: '대체 핸디캡', alternativeSpread: '대체 스프레드', alternativeOverUnder: '대체 오버/언더', nextGoal: '다음 골', gameHandicap: '게임 핸디캡', totalGames: '총 게임 수',
  },
  outcomes: { over: '오버', under: '언더', yes: '예', no: '아니요', other: '기타', noGoal: '골 없음', draw: '무승부' },
  statuses: {
    notStarted: '시작 전', halfTime: '하프타임', break: '휴식', ended: '종료', finished: '경기 종료', overtime: '연장전', overtimeN: '연장전 {n}', penalties: '승부차기', inningsBreak: '이닝 교체',
    interrupted: '중단됨', suspended: '일시 중지', firstHalf: '전반전', secondHalf: '후반전', quarter: '{n|ordinal}쿼터', period: '{n|ordinal}피리어드', set: '{n|ordinal}세트', frame: '{n|ordinal}프레임', map: '맵 {n}',
    innings: '{n|ordinal}이닝', top: '{n|ordinal}회 초', bottom: '{n|ordinal}회 말', middle: '{n|ordinal}회 초 종료', end: '{n|ordinal}회 종료',
  },
} satisfies NamespaceFeedNamesTranslation;

export default ko_KR_feedNames;
