#!/usr/bin/env python3
"""Derive flat CSV tables from the TripleA game XMLs of A&A Europe (AAE) and A&A Pacific (AAP).

Standard library only.  Run from anywhere:

    python3 extract.py            # writes aae-*.csv and aap-*.csv next to this file, prints checks

Columns follow ../classic/classic2-*.csv exactly; extra columns are appended at the right end
(see README.md).  The XML is the authority; never hand-edit the CSVs.

TripleA parsing rules reproduced here:
  * a second <attachment> with the same name on the same object REPLACES the first one
    (TripleA keeps attachments in a map keyed by name);
  * <connection> elements are undirected; duplicates are dropped;
  * a <territoryOwner> listed twice is the same owner (checked).
"""
import csv
import os
import re
import sys
import xml.etree.ElementTree as ET
from collections import OrderedDict, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))

BOARDS = {
    "aae": {
        "xml": "tripleA-europe-AAE.xml",
        "centers": "tripleA-europe-map-centers.txt",
        "polygons": "tripleA-europe-map-polygons.txt",
        "properties": "tripleA-europe-map.properties",
    },
    "aap": {
        "xml": "tripleA-pacific.xml",
        "centers": "tripleA-pacific-map-centers.txt",
        "polygons": "tripleA-pacific-map-polygons.txt",
        "properties": "tripleA-pacific-map.properties",
    },
}

STAT_KEYS = ("attack", "defense", "movement", "transportCost")


def p(name):
    return os.path.join(HERE, name)


def load_points(path):
    """TripleA centers/polygons format: 'Name  (x,y) (x,y) ...' or 'Name  <  (x,y) ... >'."""
    out = OrderedDict()
    with open(path, encoding="utf-8", errors="replace") as fh:
        for line in fh:
            line = line.strip()
            if not line:
                continue
            m = re.match(r"^(.*?)\s*[<(]", line)
            if not m:
                continue
            name = m.group(1).strip()
            pts = [(int(a), int(b)) for a, b in re.findall(r"\((-?\d+)\s*,\s*(-?\d+)\)", line)]
            out.setdefault(name, []).extend(pts)
    return out


def map_size(path):
    w = h = None
    with open(path, encoding="utf-8", errors="replace") as fh:
        for line in fh:
            if line.startswith("map.width="):
                w = int(line.split("=", 1)[1])
            if line.startswith("map.height="):
                h = int(line.split("=", 1)[1])
    return w, h


def edges_touched(polys, width, height, margin=8):
    """Which borders of the map image each polygon reaches (left/right/top/bottom)."""
    res = {}
    for name, pts in polys.items():
        sides = []
        if any(x <= margin for x, y in pts):
            sides.append("left")
        if any(x >= width - 1 - margin for x, y in pts):
            sides.append("right")
        if any(y <= margin for x, y in pts):
            sides.append("top")
        if any(y >= height - 1 - margin for x, y in pts):
            sides.append("bottom")
        res[name] = sides
    return res


def parse(board):
    cfg = BOARDS[board]
    root = ET.parse(p(cfg["xml"])).getroot()
    g = {"root": root}
    # --- map ---
    terr = OrderedDict()
    for t in root.find("map").findall("territory"):
        terr[t.get("name")] = "sea" if t.get("water") == "true" else "land"
    g["terr"] = terr
    conns, seen, dup = [], set(), []
    for c in root.find("map").findall("connection"):
        a, b = c.get("t1"), c.get("t2")
        for x in (a, b):
            if x not in terr:
                raise SystemExit(f"{board}: connection to unknown territory {x!r}")
        key = frozenset((a, b))
        if key in seen:
            dup.append((a, b))
            continue
        seen.add(key)
        conns.append((a, b))
    g["conns"], g["dup_conns"] = conns, dup
    # --- players, alliances ---
    pl = root.find("playerList")
    g["players"] = [(x.get("name"), x.get("optional")) for x in pl.findall("player")]
    g["alliance"] = {x.get("player"): x.get("alliance") for x in pl.findall("alliance")}
    # --- turn order: first appearance of a player in a non-bid step of the sequence ---
    order, steps = [], []
    for s in root.find("gamePlay").find("sequence").findall("step"):
        steps.append((s.get("name"), s.get("delegate"), s.get("player")))
        if s.get("player") and s.get("delegate") not in ("bid", "placeBid") and s.get("player") not in order:
            order.append(s.get("player"))
    g["order"], g["steps"] = order, steps
    # --- attachments (later same-name attachment on same object replaces earlier) ---
    att = OrderedDict()
    for a in root.find("attachmentList").findall("attachment"):
        key = (a.get("type"), a.get("attachTo"), a.get("name"))
        opts = []
        for o in a.findall("option"):
            opts.append((o.get("name"), o.get("value"), o.get("count")))
        att[key] = opts
    g["att"] = att

    def opts_of(typ, obj, name):
        return att.get((typ, obj, name), [])

    g["opts_of"] = opts_of
    # --- production ---
    prod = root.find("production")
    rules = {}
    for r in prod.findall("productionRule"):
        cost = r.find("cost")
        res = r.find("result")
        rules[r.get("name")] = (res.get("resourceOrUnit"), int(cost.get("quantity")), int(res.get("quantity")))
    frontiers = OrderedDict()
    for f in prod.findall("productionFrontier"):
        frontiers[f.get("name")] = [fr.get("name") for fr in f.findall("frontierRules")]
    g["rules"], g["frontiers"] = rules, frontiers
    g["player_frontier"] = {x.get("player"): x.get("frontier") for x in prod.findall("playerProduction")}
    g["units"] = [u.get("name") for u in root.find("unitList").findall("unit")]
    # --- initialize ---
    ini = root.find("initialize")
    owner = OrderedDict()
    conflicts = []
    for o in ini.find("ownerInitialize").findall("territoryOwner"):
        t, w = o.get("territory"), o.get("owner")
        if t not in terr:
            raise SystemExit(f"{board}: owner of unknown territory {t!r}")
        if t in owner and owner[t] != w:
            # TripleA applies <territoryOwner> in document order: the last one wins
            conflicts.append((t, owner[t], w))
            del owner[t]
        owner[t] = w
    g["owner"], g["owner_conflicts"] = owner, conflicts
    g["placements"] = [
        (u.get("territory"), u.get("owner"), u.get("unitType"), int(u.get("quantity")))
        for u in ini.find("unitInitialize").findall("unitPlacement")
    ]
    g["resources"] = [
        (r.get("player"), r.get("resource"), int(r.get("quantity")))
        for r in ini.find("resourceInitialize").findall("resourceGiven")
    ]
    # --- properties ---
    props = OrderedDict()
    for pr in root.find("propertyList").findall("property"):
        if pr.get("name") == "notes":
            continue
        props[pr.get("name")] = (pr.get("value"), pr.get("editable"))
    g["props"] = props
    g["info"] = root.find("info").attrib
    # --- geometry ---
    g["centers"] = load_points(p(cfg["centers"]))
    polys = load_points(p(cfg["polygons"]))
    w, h = map_size(p(cfg["properties"]))
    g["map_size"] = (w, h)
    g["edges"] = edges_touched(polys, w, h)
    missing = [t for t in terr if t not in polys]
    if missing:
        raise SystemExit(f"{board}: no polygon for {missing}")
    return g


def territory_rows(g):
    terr, conns, owner, opts_of = g["terr"], g["conns"], g["owner"], g["opts_of"]
    nbr = defaultdict(set)
    for a, b in conns:
        nbr[a].add(b)
        nbr[b].add(a)
    canal = defaultdict(list)
    for (typ, obj, name), opts in g["att"].items():
        if name == "canalAttachment":
            d = {k: v for k, v, _ in opts}
            canal[obj].append(f"{d.get('canalName')} (land: {d.get('landTerritories')})")
    # factories placed at start
    factories = {t for t, o, u, q in g["placements"] if u == "factory"}
    rows = []
    for name in sorted(terr):
        kind = terr[name]
        d = OrderedDict((k, v) for k, v, _ in opts_of("territory", name, "territoryAttachment"))
        # a <option> repeated inside one attachment: keep all values (not the case here)
        ipc = d.get("production", "")
        if kind == "land":
            ipc = ipc or "0"
            orig = owner.get(name, "neutral")
            fac = "true" if d.get("originalFactory") == "true" else "false"
            island = "true" if nbr[name] and all(terr[n] == "sea" for n in nbr[name]) else "false"
        else:
            orig = owner.get(name, "")
            fac = ""
            island = ""
        c = g["centers"].get(name, [("", "")])[0]
        rows.append(OrderedDict([
            ("name", name),
            ("kind", kind),
            ("ipc", ipc),
            ("original_owner", orig),
            ("capital_of", d.get("capital", "")),
            ("original_factory", fac),
            ("island", island),
            ("canal", "; ".join(canal.get(name, []))),
            ("center_x", c[0]),
            ("center_y", c[1]),
            # --- extra columns (not in classic2) ---
            ("victory_city", "true" if d.get("victoryCity", "0") not in ("0", "") else "false"),
            ("start_factory_unit", "true" if name in factories else "false"),
            ("change_unit_owners", d.get("changeUnitOwners", "")),
            ("convoy_route", d.get("convoyRoute", "")),
            ("convoy_attached", d.get("convoyAttached", "")),
            ("kamikaze_zone", d.get("kamikazeZone", "")),
            ("attachment_original_owner", d.get("originalOwner", "")),
            ("map_edges", ":".join(g["edges"].get(name, []))),
        ]))
    return rows


def connection_rows(g):
    terr = g["terr"]
    canal_pairs = {}
    by_name = defaultdict(list)
    for (typ, obj, name), opts in g["att"].items():
        if name == "canalAttachment":
            d = {k: v for k, v, _ in opts}
            by_name[d.get("canalName")].append((obj, d.get("landTerritories")))
    for cname, lst in by_name.items():
        objs = [o for o, _ in lst]
        for i in range(len(objs)):
            for j in range(i + 1, len(objs)):
                canal_pairs[frozenset((objs[i], objs[j]))] = f"{cname} (land: {lst[0][1]})"
    rows = []
    for a, b in g["conns"]:
        ka, kb = terr[a], terr[b]
        kind = "land-land" if ka == kb == "land" else ("sea-sea" if ka == kb == "sea" else "land-sea")
        rows.append(OrderedDict([
            ("t1", a), ("t2", b), ("kind", kind),
            ("crosses_map_left_right_edge", "false"),  # map.scrollWrapX=false on both boards
            ("canal", canal_pairs.get(frozenset((a, b)), "")),
        ]))
    return rows


def setup_rows(g):
    terr = g["terr"]
    rows = []
    for t, o, u, q in g["placements"]:
        if t not in terr:
            raise SystemExit(f"unit placed in unknown territory {t!r}")
        rows.append(OrderedDict([("territory", t), ("territory_kind", terr[t]), ("owner", o), ("unit", u), ("quantity", q)]))
    return rows


def unit_rows(g):
    rules, frontiers, opts_of = g["rules"], g["frontiers"], g["opts_of"]
    cost = {}
    cost_it = {}
    for rn, (unit, c, q) in rules.items():
        if rn.endswith("IndustrialTechnology"):
            cost_it[unit] = c
        else:
            cost[unit] = c
    default = frontiers.get("production", [])
    in_front = defaultdict(list)
    for fn, lst in frontiers.items():
        for rn in lst:
            in_front[rules[rn][0]].append(fn)
    rows = []
    for u in g["units"]:
        opts = opts_of("unitType", u, "unitAttachment")
        d = OrderedDict()
        multi = defaultdict(list)
        for k, v, _ in opts:
            multi[k].append(v)
        for k, vs in multi.items():
            d[k] = ",".join(vs)
        other = ";".join(f"{k}={v}" for k, v in d.items() if k not in STAT_KEYS)
        rows.append(OrderedDict([
            ("unit", u),
            ("attack", d.get("attack", "")),
            ("defense", d.get("defense", "")),
            ("movement", d.get("movement", "")),
            ("cost_PUs", cost.get(u, "")),
            ("cost_with_industrial_tech", cost_it.get(u, "")),
            ("in_default_purchase_frontier", "true" if any(rules[r][0] == u for r in default) else "false"),
            ("transport_cost", d.get("transportCost", "")),
            ("other_flags", other),
            # --- extra column ---
            ("purchase_frontiers", ":".join(fn for fn in in_front.get(u, []))),
        ]))
    return rows


def power_rows(g, terr_rows):
    cap = {}
    for r in terr_rows:
        if r["capital_of"]:
            cap.setdefault(r["capital_of"], []).append(r["name"])
    pus = defaultdict(int)
    for pl, res, q in g["resources"]:
        if res == "PUs":
            pus[pl] += q
    land = defaultdict(int)
    sea = defaultdict(int)
    for r in terr_rows:
        o = r["original_owner"]
        if not o or o == "neutral" or r["ipc"] in ("", None):
            continue
        if r["kind"] == "land":
            land[o] += int(r["ipc"])
        else:
            sea[o] += int(r["ipc"])
    vcs = defaultdict(list)
    for r in terr_rows:
        if r["victory_city"] == "true":
            vcs[r["original_owner"]].append(r["name"])
    rows = []
    players = [n for n, _ in g["players"]]
    ordered = g["order"] + [n for n in players if n not in g["order"]]
    for i, pl in enumerate(ordered, 1):
        in_seq = pl in g["order"]
        rows.append(OrderedDict([
            ("turn_order", i if in_seq else ""),
            ("power", pl),
            ("alliance", g["alliance"].get(pl, "")),
            ("capital", ":".join(cap.get(pl, []))),
            ("starting_PUs_in_xml", pus.get(pl, 0)),
            ("income_computed_from_owned_territories", land[pl] + sea[pl]),
            # --- extra columns ---
            ("income_land", land[pl]),
            ("income_owned_sea_zones", sea[pl]),
            ("optional_player", dict(g["players"]).get(pl, "")),
            ("purchase_frontier", g["player_frontier"].get(pl, "")),
            ("victory_cities_owned_at_start", ":".join(vcs.get(pl, []))),
        ]))
    return rows


def write_csv(path, rows):
    with open(path, "w", newline="", encoding="utf-8") as fh:
        w = csv.DictWriter(fh, fieldnames=list(rows[0].keys()), lineterminator="\n")
        w.writeheader()
        for r in rows:
            w.writerow(r)


def check(board, g, trows, crows, srows, prows):
    terr = g["terr"]
    nl = sum(1 for k in terr.values() if k == "land")
    ns = len(terr) - nl
    kinds = defaultdict(int)
    for r in crows:
        kinds[r["kind"]] += 1
    print(f"== {board}: {g['info'].get('name')} v{g['info'].get('version')}")
    print(f"  spaces {len(terr)}: land {nl}, sea {ns}")
    print(f"  <connection> elements {len(crows) + len(g['dup_conns'])}, undirected edges {len(crows)} "
          f"({', '.join(f'{k} {v}' for k, v in sorted(kinds.items()))}); duplicates dropped: {g['dup_conns']}")
    # symmetric adjacency by construction; also check self-loops and isolated spaces
    nbr = defaultdict(set)
    for r in crows:
        nbr[r["t1"]].add(r["t2"])
        nbr[r["t2"]].add(r["t1"])
    assert all(r["t1"] != r["t2"] for r in crows), "self loop"
    assert all(b in nbr[a] for a in nbr for b in nbr[a] if a in nbr[b]), "asymmetric"
    isolated = [t for t in terr if not nbr[t]]
    print(f"  isolated spaces: {isolated}")
    print(f"  territories given two different owners (last wins): {g['owner_conflicts']}")
    landlocked_sea = [t for t in terr if terr[t] == "sea" and not any(terr[n] == "sea" for n in nbr[t])]
    print(f"  sea zones without sea neighbour: {landlocked_sea}")
    print(f"  islands (all neighbours sea): {sum(1 for r in trows if r['island'] == 'true')}")
    neutral = [r["name"] for r in trows if r["original_owner"] == "neutral"]
    print(f"  unowned land ({len(neutral)}): {neutral}")
    # setup checks
    bad = []
    for r in srows:
        ut = r["unit"]
        flags = dict(kv.split("=", 1) for kv in next(u for u in unit_rows(g) if u["unit"] == ut)["other_flags"].split(";") if "=" in kv)
        is_sea = flags.get("isSea") == "true"
        if is_sea and r["territory_kind"] != "sea":
            bad.append(("sea unit on land", r))
        if not is_sea and flags.get("isAir") != "true" and r["territory_kind"] != "land":
            bad.append(("land unit at sea", r))
    print(f"  setup rows {len(srows)}, units {sum(r['quantity'] for r in srows)}; placement problems: {len(bad)}")
    for b in bad:
        print("   ", b)
    own_mismatch = [(r['territory'], r['owner'], g['owner'].get(r['territory'], 'neutral'))
                    for r in srows if r['territory_kind'] == 'land' and g['owner'].get(r['territory'], 'neutral') != r['owner']]
    print(f"  land units standing in a territory owned by another power: {own_mismatch}")
    for r in prows:
        flag = "" if r["starting_PUs_in_xml"] == r["income_computed_from_owned_territories"] else "  <-- differs"
        print(f"  {r['turn_order'] or '-'} {r['power']:<13} {r['alliance']:<7} start {r['starting_PUs_in_xml']:>3}  "
              f"income {r['income_computed_from_owned_territories']:>3} (land {r['income_land']}, sea {r['income_owned_sea_zones']}){flag}")
    tot = sum(int(r["ipc"]) for r in trows if r["ipc"] not in ("", None))
    print(f"  total IPC on board (land + valued sea zones): {tot}")


def main():
    for board in BOARDS:
        g = parse(board)
        trows = territory_rows(g)
        crows = connection_rows(g)
        srows = setup_rows(g)
        urows = unit_rows(g)
        prows = power_rows(g, trows)
        write_csv(p(f"{board}-territories.csv"), trows)
        write_csv(p(f"{board}-connections.csv"), crows)
        write_csv(p(f"{board}-setup-units.csv"), srows)
        write_csv(p(f"{board}-unit-stats.csv"), urows)
        write_csv(p(f"{board}-powers.csv"), prows)
        # properties table (option name, value, editable)
        with open(p(f"{board}-properties.csv"), "w", newline="", encoding="utf-8") as fh:
            w = csv.writer(fh, lineterminator="\n")
            w.writerow(["property", "value", "editable"])
            for k, (v, e) in g["props"].items():
                w.writerow([k, v, e or ""])
        check(board, g, trows, crows, srows, prows)
        print("  edge spaces (map image borders):")
        for side in ("left", "right", "top", "bottom"):
            print(f"    {side}: {[r['name'] for r in trows if side in r['map_edges'].split(':')]}")


if __name__ == "__main__":
    sys.exit(main())
