//! Travel themes ("features"): the building blocks of titles, moods, travel types and itinerary days.
//!
//! Every phrase is a bare plural or mass noun phrase written separately for each language
//! (en, it, es, fr, de), so it reads naturally after a colon or in a list without needing
//! articles or case endings ("Island: Gletscher, Geysire und Polarlichter").

pub const NATURE: &str = "nature";
pub const RELAX: &str = "relax";
pub const HISTORY: &str = "history";
pub const CULTURE: &str = "culture";
pub const PARTY: &str = "party";
/// Canonical mood order, used when a travel lists its moods.
pub const MOODS: [&str; 5] = [NATURE, RELAX, HISTORY, CULTURE, PARTY];

pub const ADVENTURE: &str = "adventure";
pub const TOUR: &str = "tour";
pub const BEACH: &str = "beach";
pub const TREKKING: &str = "trekking";
pub const CITY: &str = "city";
pub const ROADTRIP: &str = "roadtrip";

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum F {
    Glaciers,
    Geysers,
    NorthernLights,
    Volcanoes,
    Beaches,
    Islands,
    Reefs,
    Lagoons,
    Surf,
    Temples,
    StreetFood,
    RiceTerraces,
    Jungle,
    Rainforest,
    Desert,
    Dunes,
    Oases,
    Safari,
    Wildlife,
    NationalParks,
    Mountains,
    Trails,
    Villages,
    Highlands,
    Lakes,
    Fjords,
    Canyons,
    Waterfalls,
    HotSprings,
    Caves,
    Cliffs,
    Coast,
    OldTowns,
    Castles,
    Palaces,
    Ruins,
    Pyramids,
    Monasteries,
    Churches,
    ColonialTowns,
    Markets,
    Food,
    Wine,
    Tea,
    Coffee,
    Nightlife,
    Music,
    Art,
    Skyscrapers,
    Steppes,
    Nomads,
    Icebergs,
    Penguins,
    Whales,
    SaltFlats,
}

pub struct Info {
    /// en, it, es, fr, de
    pub phrase: [&'static str; 5],
    pub moods: &'static [&'static str],
    /// The travel type this theme suggests when it leads the title.
    pub kind: &'static str,
    /// Base hue for the generated picture.
    pub hue: i64,
}

const fn i(phrase: [&'static str; 5], moods: &'static [&'static str], kind: &'static str, hue: i64) -> Info {
    Info { phrase, moods, kind, hue }
}

impl F {
    pub fn info(self) -> Info {
        use F::*;
        match self {
            Glaciers => i(["glaciers", "ghiacciai", "glaciares", "glaciers", "Gletscher"], &[NATURE], ADVENTURE, 200),
            Geysers => i(["geysers", "geyser", "géiseres", "geysers", "Geysire"], &[NATURE], ADVENTURE, 190),
            NorthernLights => {
                i(["northern lights", "aurora boreale", "auroras boreales", "aurores boréales", "Polarlichter"], &[NATURE], ADVENTURE, 150)
            }
            Volcanoes => i(["volcanoes", "vulcani", "volcanes", "volcans", "Vulkane"], &[NATURE], TREKKING, 15),
            Beaches => {
                i(["white beaches", "spiagge bianche", "playas blancas", "plages de sable blanc", "weiße Strände"], &[RELAX], BEACH, 185)
            }
            Islands => i(["islands", "isole", "islas", "îles", "Inseln"], &[RELAX, NATURE], BEACH, 180),
            Reefs => i(
                ["coral reefs", "barriere coralline", "arrecifes de coral", "récifs coralliens", "Korallenriffe"],
                &[NATURE, RELAX],
                BEACH,
                175,
            ),
            Lagoons => i(
                ["turquoise lagoons", "lagune turchesi", "lagunas turquesas", "lagons turquoise", "türkisfarbene Lagunen"],
                &[RELAX],
                BEACH,
                178,
            ),
            Surf => i(["surf spots", "spot da surf", "playas de surf", "spots de surf", "Surfspots"], &[RELAX, PARTY], BEACH, 195),
            Temples => i(["temples", "templi", "templos", "temples", "Tempel"], &[HISTORY, CULTURE], TOUR, 30),
            StreetFood => i(["street food", "street food", "comida callejera", "cuisine de rue", "Streetfood"], &[CULTURE], CITY, 25),
            RiceTerraces => i(
                ["rice terraces", "risaie a terrazza", "terrazas de arroz", "rizières en terrasses", "Reisterrassen"],
                &[NATURE, CULTURE],
                TREKKING,
                95,
            ),
            Jungle => i(["jungle", "giungla", "selva", "jungle", "Dschungel"], &[NATURE], ADVENTURE, 120),
            Rainforest => {
                i(["rainforest", "foresta pluviale", "selva tropical", "forêt tropicale", "Regenwald"], &[NATURE], ADVENTURE, 130)
            }
            Desert => i(["desert", "deserto", "desierto", "désert", "Wüste"], &[NATURE], ADVENTURE, 35),
            Dunes => i(["sand dunes", "dune di sabbia", "dunas de arena", "dunes de sable", "Sanddünen"], &[NATURE], ADVENTURE, 40),
            Oases => i(["oases", "oasi", "oasis", "oasis", "Oasen"], &[NATURE, RELAX], ADVENTURE, 80),
            Safari => i(["safari", "safari", "safari", "safari", "Safari"], &[NATURE], ADVENTURE, 45),
            Wildlife => i(["wildlife", "fauna selvatica", "fauna salvaje", "faune sauvage", "wilde Tiere"], &[NATURE], ADVENTURE, 100),
            NationalParks => i(
                ["national parks", "parchi nazionali", "parques nacionales", "parcs nationaux", "Nationalparks"],
                &[NATURE],
                ROADTRIP,
                110,
            ),
            Mountains => i(["mountains", "montagne", "montañas", "montagnes", "Berge"], &[NATURE], TREKKING, 220),
            Trails => i(
                ["hiking trails", "sentieri escursionistici", "rutas de senderismo", "sentiers de randonnée", "Wanderwege"],
                &[NATURE],
                TREKKING,
                105,
            ),
            Villages => i(
                [
                    "traditional villages",
                    "villaggi tradizionali",
                    "pueblos tradicionales",
                    "villages traditionnels",
                    "traditionelle Dörfer",
                ],
                &[CULTURE],
                TOUR,
                60,
            ),
            Highlands => i(["highlands", "altopiani", "tierras altas", "hauts plateaux", "Hochland"], &[NATURE], TREKKING, 90),
            Lakes => i(["lakes", "laghi", "lagos", "lacs", "Seen"], &[NATURE, RELAX], TOUR, 210),
            Fjords => i(["fjords", "fiordi", "fiordos", "fjords", "Fjorde"], &[NATURE], ROADTRIP, 205),
            Canyons => i(["canyons", "canyon", "cañones", "canyons", "Canyons"], &[NATURE], ROADTRIP, 20),
            Waterfalls => i(["waterfalls", "cascate", "cascadas", "cascades", "Wasserfälle"], &[NATURE], ADVENTURE, 170),
            HotSprings => i(["hot springs", "sorgenti termali", "aguas termales", "sources chaudes", "heiße Quellen"], &[RELAX], TOUR, 10),
            Caves => i(["caves", "grotte", "cuevas", "grottes", "Höhlen"], &[NATURE], ADVENTURE, 270),
            Cliffs => i(["sea cliffs", "scogliere", "acantilados", "falaises", "Klippen"], &[NATURE], ROADTRIP, 160),
            Coast => i(["wild coastline", "coste selvagge", "costas salvajes", "côtes sauvages", "wilde Küsten"], &[NATURE], ROADTRIP, 200),
            OldTowns => {
                i(["old towns", "centri storici", "cascos antiguos", "vieilles villes", "Altstädte"], &[HISTORY, CULTURE], TOUR, 10)
            }
            Castles => i(["castles", "castelli", "castillos", "châteaux", "Burgen"], &[HISTORY], TOUR, 280),
            Palaces => i(["palaces", "palazzi", "palacios", "palais", "Paläste"], &[HISTORY, CULTURE], CITY, 45),
            Ruins => i(
                ["ancient ruins", "siti archeologici", "ruinas antiguas", "sites archéologiques", "archäologische Stätten"],
                &[HISTORY],
                TOUR,
                30,
            ),
            Pyramids => i(["pyramids", "piramidi", "pirámides", "pyramides", "Pyramiden"], &[HISTORY], TOUR, 40),
            Monasteries => i(["monasteries", "monasteri", "monasterios", "monastères", "Klöster"], &[HISTORY, CULTURE], TOUR, 25),
            Churches => i(
                ["medieval churches", "chiese medievali", "iglesias medievales", "églises médiévales", "mittelalterliche Kirchen"],
                &[HISTORY],
                TOUR,
                300,
            ),
            ColonialTowns => i(
                ["colonial towns", "città coloniali", "ciudades coloniales", "villes coloniales", "Kolonialstädte"],
                &[HISTORY, CULTURE],
                TOUR,
                330,
            ),
            Markets => {
                i(["colourful markets", "mercati colorati", "mercados coloridos", "marchés colorés", "bunte Märkte"], &[CULTURE], CITY, 50)
            }
            Food => i(["local cuisine", "cucina locale", "cocina local", "cuisine locale", "landestypische Küche"], &[CULTURE], CITY, 20),
            Wine => i(["vineyards", "vigneti", "viñedos", "vignobles", "Weinberge"], &[CULTURE, RELAX], TOUR, 320),
            Tea => i(
                ["tea plantations", "piantagioni di tè", "plantaciones de té", "plantations de thé", "Teeplantagen"],
                &[NATURE, CULTURE],
                TOUR,
                110,
            ),
            Coffee => i(
                ["coffee farms", "piantagioni di caffè", "fincas cafeteras", "plantations de café", "Kaffeeplantagen"],
                &[NATURE, CULTURE],
                TOUR,
                30,
            ),
            Nightlife => i(["nightlife", "vita notturna", "vida nocturna", "vie nocturne", "Nachtleben"], &[PARTY], CITY, 280),
            Music => i(["live music", "musica dal vivo", "música en directo", "musique live", "Livemusik"], &[PARTY, CULTURE], CITY, 300),
            Art => i(["art museums", "musei d'arte", "museos de arte", "musées d'art", "Kunstmuseen"], &[CULTURE], CITY, 260),
            Skyscrapers => i(["skyscrapers", "grattacieli", "rascacielos", "gratte-ciel", "Wolkenkratzer"], &[CULTURE, PARTY], CITY, 230),
            Steppes => i(["steppes", "steppe", "estepas", "steppes", "Steppen"], &[NATURE], ADVENTURE, 70),
            Nomads => {
                i(["nomad camps", "accampamenti nomadi", "campamentos nómadas", "camps nomades", "Nomadenlager"], &[CULTURE], ADVENTURE, 55)
            }
            Icebergs => i(["icebergs", "iceberg", "icebergs", "icebergs", "Eisberge"], &[NATURE], ADVENTURE, 195),
            Penguins => i(["penguins", "pinguini", "pingüinos", "manchots", "Pinguine"], &[NATURE], ADVENTURE, 215),
            Whales => i(["whales", "balene", "ballenas", "baleines", "Wale"], &[NATURE], ADVENTURE, 225),
            SaltFlats => i(["salt flats", "deserti di sale", "salares", "déserts de sel", "Salzwüsten"], &[NATURE], ADVENTURE, 0),
        }
    }

    /// Themes that call for warm clothes in the packing FAQ.
    pub fn is_cold(self) -> bool {
        matches!(self, F::Glaciers | F::NorthernLights | F::Icebergs | F::Penguins)
    }
}
