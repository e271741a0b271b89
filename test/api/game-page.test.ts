// The game's page (issue 36): GET /games/{id} is whole HTML for a public game (board, status, history with the dice
// and their receipts, reports per turn), only its frame for a private one (the token stays in the URL's fragment),
// and GET /games/{id}/parts gives the token's holder the order lines it may pick from.
import { describe, expect, it } from "vitest";
import { auth, call, hostGame, json, play, russianTurn } from "./hosted-helpers.js";

const egypt = {
  power: "Germans",
  phase: "combat",
  territories: {
    "Anglo Sudan Egypt": {
      units: [
        { owner: "British", type: "armour" },
        { owner: "Germans", type: "infantry" },
        { owner: "Germans", type: "armour" },
      ],
    },
  },
};

describe("GET /games/{id}: the game's page", () => {
  it("a public game: the board, whose turn, the history with every die and its signed receipt; no outside origin", async () => {
    const game = await hostGame({ position: egypt, title: "Desert <war>" });
    const v = await play(game, [{ type: "resolveBattle", power: "Germans", at: "Anglo Sudan Egypt", policy: {} }], 0);
    const res = await call("GET", `/games/${game.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
    const html = await res.text();
    expect(html).toContain("Desert &lt;war&gt;"); // escaped
    expect(html).toMatch(/<svg role="img" aria-label="The board/);
    expect(html).toMatch(/<code>(resolve|fight) Anglo Sudan Egypt[^<]*<\/code>/);
    expect(html).toContain(`data-version="${v}"`);
    const receipts = JSON.parse(/<script type="application\/json" id="receipts">(.*?)<\/script>/s.exec(html)![1]!);
    expect(receipts["1"].signature).toBeTruthy();
    expect((html.match(/class="badge" data-seq="1"/g) ?? []).length).toBe(receipts["1"].log.length);
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//); // nothing from another origin
  });

  it("a private game: the frame only (the token is in the fragment), and parts with the token; a wrong token is a 401", async () => {
    const game = await hostGame({ private: true, title: "Secret" });
    const html = await (await call("GET", `/games/${game.id}`)).text();
    expect(html).not.toContain("Secret");
    expect(html).toContain('data-private="true"');
    expect(html).not.toContain("<svg");
    const spectator = await json("GET", `/games/${game.id}/parts`);
    expect(spectator.status).toBe(401);
    const russians = await json("GET", `/games/${game.id}/parts`, undefined, auth(game.tokens.Russians!));
    expect(russians.status).toBe(200);
    expect(russians.body).toMatchObject({ title: "Secret", version: 0, role: "Russians" });
    expect(russians.body.picks).toContain('data-line="buy 1 infantry"');
    expect(russians.body.picks).toContain('data-line="end phase"');
    const germans = await json("GET", `/games/${game.id}/parts`, undefined, auth(game.tokens.Germans!));
    expect(germans.body.picks).toBeNull(); // the game waits for the Russians
  });

  it("a turn's report: ?until= keeps the report to that turn", async () => {
    const game = await hostGame();
    const v = await play(game, russianTurn(), 0);
    await play(game, [{ type: "purchase", power: "Germans", units: { infantry: 1 } }], v);
    const all = await (await call("GET", `/v1/hosted/games/${game.id}/report?since=0`)).text();
    const first = await (await call("GET", `/v1/hosted/games/${game.id}/report?since=0&until=${v}`)).text();
    expect(all).toContain("Germans");
    expect(first).toContain("Russians");
    expect(first).not.toMatch(/Round 1 — Germans/);
  });

  it("the board marks every move of the latest turn that moved (one arrow each) and the battles still to fight", async () => {
    const game = await hostGame();
    const moves = [
      { type: "purchase", power: "Russians", units: { infantry: 1 } },
      { type: "endPhase", power: "Russians" },
      { type: "move", power: "Russians", units: { infantry: 3 }, path: ["Caucasus", "Ukraine S.S.R."] },
      { type: "move", power: "Russians", units: { armour: 1 }, path: ["Karelia S.S.R.", "Ukraine S.S.R."] },
      { type: "move", power: "Russians", units: { infantry: 1 }, path: ["Karelia S.S.R.", "East Europe"] },
      { type: "endPhase", power: "Russians" },
    ];
    await play(game, moves, 0);
    const html = await (await call("GET", `/games/${game.id}`)).text();
    expect((html.match(/data-highlight="path"/g) ?? []).length).toBe(3);
    expect(html).toContain('data-highlight="Ukraine S.S.R."');
    expect(html).toContain('data-highlight="East Europe"');
    expect(html).toContain("Battles to fight: ");
  });

  it("the history follows the game as it grows and after an undo (each entry as its own order line)", async () => {
    const game = await hostGame();
    const codes = async () => {
      const html = await (await call("GET", `/games/${game.id}`)).text();
      const history = html.slice(html.indexOf('<div id="history">'), html.indexOf('id="export-section"'));
      return [...history.matchAll(/<code>([^<]*)<\/code>/g)].map((m) => m[1]);
    };
    let v = await play(game, [{ type: "purchase", power: "Russians", units: { infantry: 1 } }], 0);
    expect(await codes()).toContain("buy 1 infantry");
    const undo = await json("POST", `/v1/hosted/games/${game.id}/undo`, { expectedVersion: v }, auth(game.tokens.admin!));
    expect(undo.status).toBe(200);
    v = await play(
      game,
      [
        { type: "purchase", power: "Russians", units: { armour: 1 } },
        { type: "endPhase", power: "Russians" },
      ],
      undo.body.version,
    );
    const after = await codes();
    expect(after).toEqual(["buy 1 armour", "end phase"]);
    await play(game, [{ type: "move", power: "Russians", units: { infantry: 1 }, path: ["Karelia S.S.R.", "East Europe"] }], v);
    expect((await codes()).at(-1)).toBe("move 1 infantry Karelia S.S.R. -&gt; East Europe"); // escaped in the HTML
  });

  it("no such game: a 404 page", async () => {
    const res = await call("GET", `/games/${"0".repeat(64)}`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("No such game");
  });
});
