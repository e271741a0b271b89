// The grammar of one order line (docs/orders.md has it as EBNF), written once with the Parsimmon combinators.
// It only reads the shape of a line: names stay as typed (with their column) and are resolved against a game
// state afterwards (resolve.ts), so one grammar serves every rule set. Keywords are case-insensitive.
import P from "parsimmon";
import type { At, BattleKindWord, LineNode, OrderNode, UnitItem, UnitList, Word } from "./ast.js";

/** Words that end a name: they separate its parts (`from Karelia to Russia`), so no place or power may contain one. */
export const RESERVED = new Set([
  "to",
  "for",
  "in",
  "at",
  "on",
  "aboard",
  "with",
  "raid",
  "cap",
  "from",
  "via",
  "factory",
  "policy",
  "and",
  "convert",
  "subs",
  "submarines",
]);

const _ = P.regexp(/[ \t]*/);
const here: P.Parser<At> = P.index.map((i) => ({ offset: i.offset, column: i.column }));
const lex = <T>(p: P.Parser<T>): P.Parser<T> => p.skip(_);

/** A keyword (spaces inside it match any run of blanks), not followed by a letter or digit. */
function kw(...spellings: string[]): P.Parser<string> {
  return P.alt(...spellings.map((s) => lex(P.regexp(new RegExp(`${s.replace(/ /g, "[ \\t]+")}(?![A-Za-z0-9])`, "i"))).desc(`"${s}"`)));
}
const sym = (s: string) => lex(P.string(s)).desc(`"${s}"`);

const int = lex(P.regexp(/[0-9]+/).map(Number)).desc("a number");

// A word of a name: letters, digits and . ' ( ) & -, but never the start of an arrow `->`.
const rawWord = P.regexp(/[A-Za-z0-9.'()&](?:[A-Za-z0-9.'()&]|-(?!>))*/);
const nameWord = rawWord.chain((w) => (RESERVED.has(w.toLowerCase()) ? P.fail("a name") : P.succeed(w)));

/** A place, power or treasury name: words separated by blanks, up to a reserved word or punctuation. */
const name: P.Parser<Word> = lex(
  P.seqMap(here, P.sepBy1(nameWord, P.regexp(/[ \t]+/)), (at, words) => ({ text: words.join(" "), at })),
).desc("a name");

// A unit type as typed: a few two-word spellings, else one word (resolved against the alias table later).
const unitWord: P.Parser<Word> = P.seqMap(
  here,
  P.regexp(
    /(?:aa|anti-aircraft)[ \t]+guns?(?![A-Za-z])|industrial[ \t]+complex(?:es)?(?![A-Za-z])|naval[ \t]+bases?(?![A-Za-z])|aircraft[ \t]+carriers?(?![A-Za-z])|[A-Za-z]+/i,
  ),
  (at, text) => ({ text: text.replace(/[ \t]+/g, " "), at }),
).desc("a unit type");
const unitId: P.Parser<Word> = P.seqMap(here, P.regexp(/[A-Za-z0-9_.]+(?:-(?!>)[A-Za-z0-9_.]+)*/), (at, text) => ({ text, at })).desc(
  "a unit id",
);

const idItem: P.Parser<UnitItem> = lex(
  P.seqMap(unitWord.atMost(1), P.string("#"), unitId, (t, _h, id) => (t[0] ? { id, type: t[0] } : { id })),
);
const countItem: P.Parser<UnitItem> = P.seqMap(int, lex(unitWord), (count, type) => ({ count, type }));
const unitItem = P.alt(idItem, countItem).desc("units (`3 inf` or `infantry#u17`)");

const unitList: P.Parser<UnitList> = P.alt(
  kw("no units").result({ none: "counts" } as const),
  kw("none", "nothing").result({ none: "ids" } as const),
  P.seqMap(here, P.sepBy1(unitItem, P.alt(sym(","), kw("and"))), (at, items) => ({ items, at })),
);

const arrow = P.alt(sym("->"), sym("→"), sym(">"), kw("to")).desc("an arrow (->)");
const colon = sym(":");

/** `AT: UNITS`, `: UNITS` or `UNITS` (the place defaults to the pending decision's). */
const atThenUnits = P.alt(
  P.seqMap(name, colon, unitList, (at, _c, units) => ({ at, units })),
  P.seqMap(colon.atMost(1), unitList, (_c, units) => ({ at: undefined, units })),
);
const withUnits = kw("with").then(unitList);

const battleKind: P.Parser<BattleKindWord | undefined> = P.alt(
  kw("raid on", "raid").result("raid" as const),
  kw("land battle").result("land" as const),
  kw("sea battle").result("sea" as const),
  kw("battle").result(undefined),
  P.succeed(undefined),
);
const policy = kw("policy").then(P.seqMap(here, lex(P.regexp(/\{.*\}/)), (at, json) => ({ json, at })));

function battle(order: "resolveBattle" | "fightRound", ...words: string[]): P.Parser<OrderNode> {
  return P.seqMap(kw(...words), battleKind, kw("in", "at", "on").atMost(1), name, policy.atMost(1), (_k, kind, _i, at, pol) => ({
    order,
    at,
    ...(kind ? { kind } : {}),
    ...(pol[0] ? { policy: pol[0] } : {}),
  }));
}

const buy = P.seqMap(kw("buy", "purchase"), unitList, kw("for").then(name).atMost(1), (_k, units, t) => ({
  order: "purchase" as const,
  units,
  ...(t[0] ? { treasury: t[0] } : {}),
}));

type MoveExtra = { raid: true } | { cap: true } | { transport: Word };
const moveExtra: P.Parser<MoveExtra> = P.alt(
  kw("raid").result({ raid: true } as const),
  kw("cap").result({ cap: true } as const), // PAC-CAP-1: a Combat Air Patrol
  kw("on", "aboard")
    .then(
      P.alt(
        idItem.map((i) => ("id" in i ? i.id : i.type)),
        lex(unitId),
      ),
    )
    .map((transport) => ({ transport })),
);
const move = P.seqMap(kw("move"), unitList, kw("from").atMost(1), P.sepBy1(name, arrow), moveExtra.many(), (_k, units, _f, path, extra) => {
  const transport = extra.find((e): e is { transport: Word } => "transport" in e)?.transport;
  const cap = extra.some((e) => "cap" in e);
  return {
    order: "move" as const,
    units,
    path,
    raid: extra.some((e) => "raid" in e),
    ...(cap ? { cap } : {}),
    ...(transport ? { transport } : {}),
  };
});

const place = P.seqMap(
  kw("place"),
  unitList,
  kw("in", "at").atMost(1),
  name,
  kw("factory", "via").then(name).atMost(1),
  withUnits.atMost(1),
  (_k, units, _i, at, f, fighters) => ({
    order: "place" as const,
    units,
    at,
    ...(f[0] ? { factory: f[0] } : {}),
    ...(fighters[0] ? { fighters: fighters[0] } : {}),
  }),
);

const casualties = P.seqMap(kw("casualties", "losses", "lose"), atThenUnits, (_k, x) => ({
  order: "chooseCasualties" as const,
  units: x.units,
  ...(x.at ? { at: x.at } : {}),
}));

const splitPart = P.seqMap(name, colon, unitList, (to, _c, units) => ({ to, units }));
const retreatTarget = P.alt(
  P.sepBy1(splitPart, sym(";")).map((split) => ({ split })),
  name.map((to) => ({ to })),
);
const retreat = P.seqMap(kw("retreat"), name.atMost(1), kw("to").then(retreatTarget).atMost(1), withUnits.atMost(1), (_k, at, t, u) => ({
  order: "retreat" as const,
  ...(at[0] ? { at: at[0] } : {}),
  ...(t[0] ?? {}),
  ...(u[0] ? { units: u[0] } : {}),
}));

const pressOn = P.seqMap(kw("press on", "continue"), name.atMost(1), (_k, at) => ({
  order: "pressOn" as const,
  ...(at[0] ? { at: at[0] } : {}),
}));

const subsWord = kw("subs", "submarines").atMost(1);
const withdraw = P.alt(
  P.seqMap(kw("withdraw"), subsWord, name.atMost(1), withUnits.atMost(1), kw("to"), name, (_k, _s, at, u, _t, to) => ({
    at,
    u,
    to: to as Word | "stay" | "submerge",
  })),
  P.seqMap(kw("submerge"), subsWord, name.atMost(1), withUnits.atMost(1), (_k, _s, at, u) => ({ at, u, to: "submerge" as const })),
  P.seqMap(kw("subs stay", "stay"), name.atMost(1), withUnits.atMost(1), (_k, at, u) => ({ at, u, to: "stay" as const })),
).map((w) => ({
  order: "withdrawSubmarines" as const,
  to: w.to,
  ...(w.at[0] ? { at: w.at[0] } : {}),
  ...(w.u[0] ? { units: w.u[0] } : {}),
}));

const intercept = P.seqMap(kw("intercept"), atThenUnits, (_k, x) => ({
  order: "intercept" as const,
  units: x.units,
  ...(x.at ? { at: x.at } : {}),
}));

const develop = P.seqMap(kw("develop", "research"), int, kw("dice", "die").atMost(1), (_k, dice) => ({
  order: "developWeapons" as const,
  dice,
}));
const rocket = P.seqMap(kw("rocket"), kw("from").atMost(1), name, P.alt(arrow, kw("at")), name, (_k, _f, from, _a, target) => ({
  order: "rocketAttack" as const,
  from,
  target,
}));
const attackInPlace = P.seqMap(kw("attack in place", "attack"), kw("in", "at").atMost(1), name, (_k, _i, at) => ({
  order: "attackInPlace" as const,
  at,
}));
const kamikaze = P.seqMap(kw("kamikaze"), colon.atMost(1), unitList, (_k, _c, targets) => ({ order: "kamikaze" as const, targets }));
const scramble = P.seqMap(kw("scramble"), unitList, kw("from").atMost(1), name, arrow, name, (_k, units, _f, from, _a, to) => ({
  order: "scramble" as const,
  units,
  from,
  to,
}));
const treasury: P.Parser<Word> = lex(P.seqMap(here, P.regexp(/[A-Za-z]+/), (at, text) => ({ text, at }))).desc("a treasury");
const convoyPart = P.alt(
  P.seqMap(treasury, colon.atMost(1), int, (t, _c, ipcs) => ({ treasury: t, ipcs })),
  P.seqMap(int, kw("to"), treasury, (ipcs, _t, t) => ({ treasury: t, ipcs })),
);
const convoyParts = P.alt(kw("none").result([]), P.sepBy1(convoyPart, sym(",")));
const convoy = P.seqMap(kw("convoy"), colon.atMost(1), convoyParts, (_k, _c, to) => ({
  order: "allocateConvoyIncome" as const,
  to,
}));
const patrioticWar = P.seqMap(kw("patriotic war"), kw("convert").then(unitList).atMost(1), (_k, d) => ({
  order: "patrioticWar" as const,
  convert: d[0] ?? ({ none: "ids" } as const),
}));
const redeploy = P.seqMap(kw("redeploy to moscow", "redeploy"), unitList.atMost(1), (_k, u) => ({
  order: "redeployToMoscow" as const,
  ...(u[0] ? { units: u[0] } : {}),
}));
const assign = P.seqMap(kw("assign"), name, kw("to"), name, (_k, at, _t, to) => ({ order: "assignCapture" as const, at, to }));
const concede = kw("concede", "surrender", "resign").result({ order: "concede" as const });
const endPhase = kw("end phase", "end", "done", "next phase").result({ order: "endPhase" as const });

const order: P.Parser<OrderNode> = P.alt<OrderNode>(
  buy,
  move,
  place,
  battle("fightRound", "fight round", "fight"),
  battle("resolveBattle", "resolve"),
  casualties,
  retreat,
  pressOn,
  withdraw,
  intercept,
  develop,
  rocket,
  attackInPlace,
  kamikaze,
  scramble,
  convoy,
  patrioticWar,
  redeploy,
  assign,
  concede,
  endPhase,
).desc("an order (buy, move, place, resolve, casualties, retreat, end phase, …)");

/** First words of orders: a `Power:` prefix never starts with one, so `casualties Russia: 2 inf` stays an order. */
const ORDER_WORDS =
  "buy purchase move place fight resolve casualties losses lose retreat press continue withdraw submerge subs stay intercept develop research rocket attack kamikaze scramble convoy patriotic redeploy assign concede surrender resign end done next".split(
    " ",
  );
const powerPrefix = P.notFollowedBy(P.regexp(new RegExp(`(?:${ORDER_WORDS.join("|")})(?![A-Za-z0-9])`, "i"))).then(name);

export const line: P.Parser<LineNode> = _.then(
  P.alt<LineNode>(
    P.seqMap(powerPrefix, colon, order, (power, _c, o) => ({ power, order: o })),
    order.map((o) => ({ order: o })),
  ),
).skip(P.eof.desc("the end of the line"));

export type SyntaxFailure = { ok: false; column: number; expected: string[] };

/** Reads one line (without its newline). */
export function parseLine(text: string): { ok: true; value: LineNode } | SyntaxFailure {
  const r = line.parse(text);
  if (r.status) return { ok: true, value: r.value };
  // regular expressions are an implementation detail: only described tokens are worth naming
  const expected = [...new Set(r.expected)].filter((e) => !e.startsWith("/")).sort();
  return { ok: false, column: r.index.column, expected };
}
