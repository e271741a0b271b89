// `npm run soak -- --games N [--ruleset R] [--options JSON] [--rounds 6] [--seed 1] [--hints 0.15]`: the random-game
// properties of `npm test` (test/unit/random-games/) at any count. Plays N seeded games per configuration (every
// configuration of the harness, or the one rule set and options given) to the round or a winner, and prints per
// configuration the games, steps, refusals, stalls, dead ends, winners and wall time, then every failure with its seed.
// The player is the harness's default, the enumerated chooser: it picks only among what legal-actions enumerates.
// Exit code 1 when any game failed.
import { CONFIGURATIONS, describeFailures, playGame } from "../test/support/harness/index.js";

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const games = Number(arg("games") ?? 10);
const rounds = Number(arg("rounds") ?? 6);
const firstSeed = Number(arg("seed") ?? 1);
const hintsCheck = Number(arg("hints") ?? 0.15);
const ruleset = arg("ruleset");
const options = arg("options");
if (!Number.isInteger(games) || games < 1 || !Number.isInteger(rounds) || rounds < 1) {
  console.error("usage: npm run soak -- --games N [--ruleset R] [--options JSON] [--rounds 6] [--seed 1] [--hints 0.15]");
  process.exit(2);
}
const configs = ruleset
  ? [
      {
        name: `${ruleset}${options ? ` ${options}` : ""}`,
        ruleset,
        options: options ? (JSON.parse(options) as Record<string, unknown>) : {},
      },
    ]
  : CONFIGURATIONS;

let failed = 0;
const lines: string[] = [];
for (const c of configs) {
  const t0 = Date.now();
  const cpu0 = process.cpuUsage();
  const sum = { games: 0, rounds: 0, steps: 0, battles: 0, refusals: 0, stalls: 0, deadEnds: 0, failures: 0, failedGames: 0, winners: 0 };
  for (let seed = firstSeed; seed < firstSeed + games; seed++) {
    const g = await playGame({ ruleset: c.ruleset, options: c.options, seed, rounds, hintsCheck });
    sum.games++;
    sum.rounds += Math.min(g.rounds, rounds);
    sum.steps += g.steps.length;
    sum.battles += g.battles;
    sum.failures += g.failures.length;
    sum.refusals += g.failures.filter((f) => f.kind.startsWith("refused")).length;
    sum.stalls += g.failures.filter((f) => f.kind === "stall").length;
    sum.deadEnds += g.failures.filter((f) => f.kind === "deadEnd").length;
    if (g.final.winner) sum.winners++;
    if (g.failures.length) {
      sum.failedGames++;
      lines.push(describeFailures(g, 3));
    }
  }
  failed += sum.failedGames;
  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  const used = process.cpuUsage(cpu0);
  const cpu = ((used.user + used.system) / 1e6).toFixed(1);
  console.log(
    `${c.name.padEnd(26)} games ${sum.games}  steps ${sum.steps}  refusals ${sum.refusals}  stalls ${sum.stalls}  dead ends ${sum.deadEnds}  winners ${sum.winners}  (rounds ${sum.rounds}, battles ${sum.battles}, failed games ${sum.failedGames}, failures ${sum.failures})  wall ${secs} s (cpu ${cpu} s)`,
  );
}
for (const l of lines) console.log(l);
process.exit(failed ? 1 : 0);
