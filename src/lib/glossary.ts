/**
 * One word for one concept, so screens, CSV and PDF never name one thing two ways: every screen column, CSV header, PDF table header and
 * form label below reads its word from here. Where the specification names a field, its word is
 * used; where it is silent, the choice is recorded here.
 *
 * - `reType` (the renewable energy type: 太陽光, 風力 …) is 再エネ種別 everywhere, the public page
 *   included (it said 電源種別 there).
 * - `plantGroup` (the code master's plant groups, a bid preference condition) is 電源区分, so it is
 *   no longer a second meaning of 電源種別.
 * - `reserved` (volume held by sell bids not yet cleared) is 予約中 on every screen and in the CSV
 *   (they said 予約中, 予約済 and 入札中).
 * - `available` (balance − reserved, what can be moved now) is 利用可能量 (利用可能 on some screens).
 * - `expired` (what the year's expiry took from a line after its usable period) is 失効, as the
 *   history names the movement.
 * - `reference` (the entry's counterpart or source: 1002 みなとエナジー株式会社, 市場番号 …) is 摘要,
 *   the bookkeeping word for it (the history screen said 相手先/参照, its CSV 摘要).
 */
export const WORDS = {
  fiscalYear: '対象年度',
  product: '商品',
  holdingClass: '保有区分',
  equipmentId: '設備ID',
  equipmentName: '設備名',
  equipmentAddress: '設備所在地',
  reType: '再エネ種別',
  plantGroup: '電源区分',
  prefecture: '都道府県',
  municipality: '市区町村',
  capacity: '設備容量',
  operationStart: '運転開始日',
  balance: '残高',
  reserved: '予約中',
  available: '利用可能量',
  expired: '失効',
  biddable: '入札可能量',
  volume: '数量',
  issueVolume: '発行量',
  reference: '摘要',
} as const;

export type Word = keyof typeof WORDS;

/** A column header with its unit, as every table and CSV writes it: 残高(kWh). */
export function withUnitText(word: Word, unit: 'kWh' | 'kW'): string {
  return `${WORDS[word]}(${unit})`;
}

/** One entry of the member help page (/help): the word, and its one definition. */
export interface GlossaryTerm {
  /** The anchor on /help is `term-<id>`. */
  id: string;
  term: string;
  definition: string;
}

/**
 * The definitions of the 用語集・ヘルプ page, the only place each is written. The order is the
 * page's: what is traded, how it is held, then what a member does with it.
 */
export const GLOSSARY_TERMS = [
  {
    id: 'product',
    term: WORDS.product,
    definition:
      '取引する非化石証書の種類です。FIT非化石証書、非FIT非化石証書（再エネ指定あり）、非FIT非化石証書（再エネ指定なし）の3つがあり、商品ごとに市場と入札価格の上限・下限（円/kWh、小数点以下2桁）が決まっています。',
  },
  {
    id: 'fit',
    term: 'FIT／非FIT',
    definition:
      'FIT非化石証書は固定価格買取制度（FIT）の発電設備に由来する証書で、再エネ価値取引市場で取引されます。売り手は制度側の一者だけで、会員は買い入札だけができ、買った量を転売したり価値移転したりはできません。非FIT非化石証書はFIT以外の非化石電源に由来する証書で、高度化法義務達成市場で会員どうしが売買し、価値移転もできます。',
  },
  {
    id: 'renewable',
    term: '再エネ指定',
    definition:
      '非FIT非化石証書のうち、再生可能エネルギーの発電設備に由来するものが「再エネ指定あり」、それ以外の非化石電源（原子力など）に由来するものが「再エネ指定なし」です。二つは別の商品として取引されます。',
  },
  {
    id: 'fiscal-year',
    term: WORDS.fiscalYear,
    definition:
      '証書を取引し、使う年度です（4月から翌年3月まで）。市場番号や保有明細はすべて対象年度ごとに分かれます。',
  },
  {
    id: 'business-date',
    term: '業務日付',
    definition:
      '市場の営業上の日付です。通常は今日（日本時間）で、市場運営者が設定することもあります。入札の受付や精算書の支払期日はこの日付で判断されます。',
  },
  {
    id: 'holding-class',
    term: WORDS.holdingClass,
    definition: '残高の区分です。認定・調達・確定の3つがあり、区分によってできることが違います。',
  },
  {
    id: 'certified',
    term: '認定',
    definition: '非FIT発電事業者の自社の発電設備について認定された量です。売り入札に出したり、価値移転したりできます。',
  },
  {
    id: 'procured',
    term: '調達',
    definition:
      '入札で約定して買った量、または価値移転で受け取った量です。証書発行に使えます。非FITのものはさらに価値移転もできます。',
  },
  {
    id: 'confirmed',
    term: '確定',
    definition: '証書発行に使われた量です。最終の状態で、以後は売ることも移すこともできません。',
  },
  {
    id: 'reserved',
    term: WORDS.reserved,
    definition:
      '売り入札に出していて、約定処理を待っている量です。同じ量を価値移転や別の売り入札に使うことはできません。入札を削除すると戻ります。',
  },
  {
    id: 'available',
    term: WORDS.available,
    definition: '残高から予約中を引いた、いま価値移転や証書発行に使える量です。',
  },
  {
    id: 'biddable',
    term: WORDS.biddable,
    definition: '受付中の市場に売り入札として出せる量です（認定の利用可能量）。',
  },
  {
    id: 'contract',
    term: '約定',
    definition:
      '入札が約定処理で成立することです。入札ごとの結果は、全量が成立した「約定」、一部だけの「一部約定」、成立しなかった「不約定」のいずれかです。FITはマルチプライス方式（成立した買い入札はそれぞれ自分の入札価格で約定）、非FITはシングルプライス方式（全員が一つの約定価格で約定）です。',
  },
  {
    id: 'tracking',
    term: 'トラッキング',
    definition:
      '証書の量がどの発電設備に由来するか（設備ID、設備名、再エネ種別、所在地、設備容量、運転開始日など）を示す情報です。約定処理で買った量に設備の属性が割り当てられ（FITでは入札時の第1希望・第2希望を優先）、保有明細として残高照会で見られます。発行した証書のトラッキング情報は、証書のリンクまたはQRコードから「非化石証書トラッキング情報照会」で誰でも確認できます。',
  },
  {
    id: 'transfer',
    term: '価値移転',
    definition:
      '非FITの保有明細の量を、非FIT市場に参加している他の会員へ移すことです。受け取った量は相手の調達になります。FITの量は移転できず、自社あての移転もできません。',
  },
  {
    id: 'issue',
    term: '証書発行',
    definition:
      '同じ対象年度・商品の調達の量から、需要場所または電源メニューの非化石証書を発行することです。発行した量は確定になり、証書にはトラッキング情報を見るためのリンクとパスコードが付きます。',
  },
] as const satisfies readonly GlossaryTerm[];

export type GlossaryTermId = (typeof GLOSSARY_TERMS)[number]['id'];

/** The settlement figures the help page quotes, passed in from the domain rules (not copied here). */
export interface SettlementFigures {
  feeYenPerKwh: string;
  taxRatePercent: number;
  dueBusinessDays: number;
}

/** The steps of a round, in order, by anchor id. */
export const ROUND_STEP_NAMES = { open: '受付', close: '締切', clearing: '約定処理', settlement: '精算' } as const;

/** How a round runs (受付 → 締切 → 約定処理 → 精算), the help page's second section; anchors `round-<id>`. */
export function roundSteps(figures: SettlementFigures) {
  return [
    {
      id: 'open',
      term: ROUND_STEP_NAMES.open,
      definition:
        '市場運営者が開催回（対象年度ごとに年4回）を作り、商品ごとの市場（市場番号）に受付期間を設けます。受付期間のあいだ（業務日付と時刻が期間内）だけ、入札照会から買い入札・売り入札を登録・削除できます。入札は訂正できないため、変えるときは削除して登録し直します。売り入札の量は登録した時点で予約中になります。同じ商品で受付中の市場は常に一つだけです。',
    },
    {
      id: 'close',
      term: ROUND_STEP_NAMES.close,
      definition:
        '締切日時を過ぎると入札の登録・削除はできなくなり、市場は約定処理を待ちます（締切済）。市場運営者が締切を早めることや、約定処理の前に受付を再開することもあります。',
    },
    {
      id: 'clearing',
      term: ROUND_STEP_NAMES.clearing,
      definition:
        '市場運営者が市場ごとに約定処理を行います。一つの開催回では、再エネ指定なし、再エネ指定あり、FITの順に処理されます。入札ごとの約定価格と約定量が決まり、買った量には発電設備の属性（トラッキング）が割り当てられて調達として残高に入り、売った量は残高から引かれます。結果は約定結果照会で見られます。',
    },
    {
      id: 'settlement',
      term: ROUND_STEP_NAMES.settlement,
      definition: `約定処理の後、約定があった会員ごとに精算書（適格請求書）が作られます。約定金額、取引手数料（約定量1kWhあたり${figures.feeYenPerKwh}円、買い手・売り手の双方）、消費税（${figures.taxRatePercent}%）、支払額または受取額の合計と、支払期日（約定処理の日から${figures.dueBusinessDays}営業日後）が載ります。精算書管理で一覧とPDFを見られます。`,
    },
  ] as const satisfies readonly GlossaryTerm[];
}

export type RoundStepId = keyof typeof ROUND_STEP_NAMES;

/** What an in-context help link points at on /help: a term, the round section, or one of its steps. */
export type HelpTopic = { term: GlossaryTermId } | { round: RoundStepId | 'all' };

export function helpAnchor(topic: HelpTopic): string {
  if ('term' in topic) return `term-${topic.term}`;
  return topic.round === 'all' ? 'round' : `round-${topic.round}`;
}

/** The words a help link names: 「用語の説明：約定」. */
export function helpTopicName(topic: HelpTopic): string {
  if ('round' in topic) return topic.round === 'all' ? '開催回の流れ' : ROUND_STEP_NAMES[topic.round];
  return GLOSSARY_TERMS.find((t) => t.id === topic.term)!.term;
}

const HELP_PATH = '/help';

export function helpHref(topic: HelpTopic): string {
  return `${HELP_PATH}#${helpAnchor(topic)}`;
}
