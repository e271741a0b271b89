// Issue 35: the pure parts of play by e-mail — seat addresses (RFC 5321: a local part of at most 64 octets) and the
// orders of a mail body (quoted lines, the attribution line and the signature left out, line numbers kept).
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  base32,
  KEY_CHARS,
  localPart,
  MAX_LOCAL_PART,
  newHandle,
  parseAddress,
  sameSecret,
  seatKey,
  seatSlug,
} from "../../../src/service/mail/address.js";
import { hasNoOrders, ordersOfBody } from "../../../src/service/mail/body.js";

const POWERS = ["Russians", "Germans", "British", "Japanese", "Americans", "Italians", "Chinese", "ANZAC", "French"];

describe("issue 35: seat addresses", () => {
  it("every power's address parses back to its parts, with a local part of at most 64 characters", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...POWERS),
        fc.string({ unit: fc.constantFrom(..."0123456789abcdef"), minLength: 64, maxLength: 64 }),
        fc.nat(1000),
        async (power, hash, rotation) => {
          const handle = newHandle();
          const key = await seatKey(hash, handle, power, rotation);
          expect(key).toHaveLength(KEY_CHARS);
          const local = localPart(power, handle, key);
          expect(local.length).toBeLessThanOrEqual(MAX_LOCAL_PART);
          expect(parseAddress(`${local.toUpperCase()}@Referee.Example`)).toEqual({
            seat: seatSlug(power),
            handle,
            key,
            domain: "referee.example",
          });
        },
      ),
      { numRuns: 50 },
    );
  });

  it("the key changes with the rotation, the seat, the handle and the token hash", async () => {
    const h = "a".repeat(64);
    const base = await seatKey(h, "abcdefghij", "Russians", 0);
    expect(await seatKey(h, "abcdefghij", "Russians", 0)).toBe(base);
    for (const other of [
      await seatKey(h, "abcdefghij", "Russians", 1),
      await seatKey(h, "abcdefghij", "Germans", 0),
      await seatKey(h, "abcdefghik", "Russians", 0),
      await seatKey("b".repeat(64), "abcdefghij", "Russians", 0),
    ])
      expect(other).not.toBe(base);
  });

  it("rejects what is not a seat address; compares secrets by value", () => {
    for (const a of [
      "russians@x.org",
      "russians.abcdefghij.short@x.org",
      "no-at-sign",
      `${"r".repeat(40)}.abcdefghij.${"a".repeat(16)}@x.org`,
    ])
      expect(parseAddress(a)).toBeNull();
    expect(sameSecret("abc", "abc")).toBe(true);
    expect(sameSecret("abc", "abd")).toBe(false);
    expect(sameSecret("abc", "abcd")).toBe(false);
    expect(base32(new Uint8Array([0xff, 0x00]))).toBe("74aa");
  });
});

describe("issue 35: the orders of a mail body", () => {
  it("leaves out quotes, the attribution line before them and the signature; keeps line numbers", () => {
    const body =
      "buy 2 inf\r\n\r\nOn Mon, 1 Jan 2026 at 10:00, Referee wrote:\r\n> buy 9 inf\r\n>> end phase\r\nend phase\r\n-- \r\nIvan\r\nbuy 1 ftr";
    const orders = ordersOfBody(body);
    expect(orders.split("\n")).toEqual(["buy 2 inf", "", "", "", "", "end phase"]);
    expect(hasNoOrders(ordersOfBody("> buy 1 inf\n\n-- \nbuy 2 inf"))).toBe(true);
    // an attribution-like line that no quote follows is an order like any other line
    expect(ordersOfBody("it is what he wrote:\nend phase")).toBe("it is what he wrote:\nend phase");
  });

  it("never keeps a quoted line, and never moves a kept line to another number", () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constant("> quoted"), fc.constant("buy 1 inf"), fc.constant(""), fc.constant("x wrote:"))),
        (lines) => {
          const out = ordersOfBody(lines.join("\n")).split("\n");
          expect(out.length).toBe(Math.max(lines.length, 1));
          out.forEach((l, i) => {
            expect(l.startsWith(">")).toBe(false);
            if (l !== "") expect(l).toBe(lines[i]);
          });
        },
      ),
    );
  });
});
