//! Geography tables: the six continents, 116 real countries (ISO 3166-1 alpha-3 codes and
//! names in en/it/es/fr/de), their real cities and the themes they are known for.
//!
//! Kept as plain static data so the catalogue never depends on anything outside the crate,
//! and so a reviewer can check every name in one place.

use crate::features::F::{self, *};

/// Continent index (0-based; the public id is index + 1).
pub const ASIA: usize = 0;
pub const EUROPE: usize = 1;
pub const AMERICA: usize = 2;
pub const AFRICA: usize = 3;
pub const OCEANIA: usize = 4;
pub const ANTARCTICA: usize = 5;

/// (code, names en/it/es/fr/de, "in <continent>" en/it/es/fr/de), ids 1..=6 in this order.
pub const CONTINENTS: [(&str, [&str; 5], [&str; 5]); 6] = [
    ("asia", ["Asia", "Asia", "Asia", "Asie", "Asien"], ["in Asia", "in Asia", "en Asia", "en Asie", "in Asien"]),
    ("europe", ["Europe", "Europa", "Europa", "Europe", "Europa"], ["in Europe", "in Europa", "en Europa", "en Europe", "in Europa"]),
    (
        "america",
        ["Americas", "America", "América", "Amérique", "Amerika"],
        ["in the Americas", "in America", "en América", "en Amérique", "in Amerika"],
    ),
    ("africa", ["Africa", "Africa", "África", "Afrique", "Afrika"], ["in Africa", "in Africa", "en África", "en Afrique", "in Afrika"]),
    (
        "oceania",
        ["Oceania", "Oceania", "Oceanía", "Océanie", "Ozeanien"],
        ["in Oceania", "in Oceania", "en Oceanía", "en Océanie", "in Ozeanien"],
    ),
    (
        "antarctica",
        ["Antarctica", "Antartide", "Antártida", "Antarctique", "Antarktis"],
        ["in Antarctica", "in Antartide", "en la Antártida", "en Antarctique", "in der Antarktis"],
    ),
];

pub struct CountryDef {
    pub iso3: &'static str,
    pub continent: usize,
    /// en, it, es, fr, de
    pub name: [&'static str; 5],
    /// Real cities (English spelling); the first is the usual arrival city.
    pub cities: &'static [&'static str],
    pub tags: &'static [F],
    /// Popularity 1..=5: drives how many travels and departures a country gets.
    pub pop: u8,
    /// Price level 1..=5 (cheap .. expensive).
    pub cost: u8,
    /// Big open country that suits road trips.
    pub road: bool,
}

#[allow(clippy::too_many_arguments)]
const fn c(
    iso3: &'static str,
    continent: usize,
    name: [&'static str; 5],
    cities: &'static [&'static str],
    tags: &'static [F],
    pop: u8,
    cost: u8,
    road: bool,
) -> CountryDef {
    CountryDef { iso3, continent, name, cities, tags, pop, cost, road }
}

mod table;
pub use table::COUNTRIES;

/// Multi-country itineraries: (primary, secondary). The travel belongs to the primary country.
pub const PAIRS: &[(&str, &str)] = &[
    ("PER", "BOL"),
    ("ARG", "CHL"),
    ("VNM", "KHM"),
    ("THA", "LAO"),
    ("KEN", "TZA"),
    ("NAM", "BWA"),
    ("ZMB", "ZWE"),
    ("CRI", "PAN"),
    ("GTM", "BLZ"),
    ("HRV", "SVN"),
    ("MNE", "ALB"),
    ("UZB", "KGZ"),
    ("GEO", "ARM"),
    ("EST", "LVA"),
    ("MYS", "SGP"),
    ("BIH", "MNE"),
    ("NOR", "SWE"),
];

pub fn index_of(iso3: &str) -> Option<usize> {
    COUNTRIES.iter().position(|c| c.iso3 == iso3)
}

/// "in <country>" in each language, with the right preposition and article
/// (en "in the Philippines", it "alle Maldive", es "en el Reino Unido", fr "au Japon", de "in der Schweiz").
pub fn locative(iso3: &str, lang: usize) -> String {
    let Some(idx) = index_of(iso3) else {
        return String::new();
    };
    let name = COUNTRIES[idx].name[lang];
    let special: Option<&str> = match lang {
        0 => match iso3 {
            "USA" | "GBR" | "NLD" | "PHL" | "MDV" | "ARE" | "DOM" | "SYC" | "COK" => return format!("in the {name}"),
            _ => None,
        },
        1 => match iso3 {
            "USA" => Some("negli Stati Uniti"),
            "GBR" => Some("nel Regno Unito"),
            "NLD" => Some("nei Paesi Bassi"),
            "PHL" => Some("nelle Filippine"),
            "MDV" => Some("alle Maldive"),
            "ARE" => Some("negli Emirati Arabi Uniti"),
            "DOM" => Some("nella Repubblica Dominicana"),
            "SYC" => Some("alle Seychelles"),
            "COK" => Some("alle Isole Cook"),
            "FJI" => Some("alle Figi"),
            "WSM" => Some("alle Samoa"),
            "CUB" | "MLT" | "CYP" | "SGP" | "MUS" | "CPV" | "TWN" | "TON" | "VUT" | "PAN" => {
                return format!("a {name}");
            }
            _ => None,
        },
        2 => match iso3 {
            "GBR" => Some("en el Reino Unido"),
            "NLD" => Some("en los Países Bajos"),
            "ARE" => Some("en los Emiratos Árabes Unidos"),
            "DOM" => Some("en la República Dominicana"),
            "ATA" => Some("en la Antártida"),
            _ => None,
        },
        3 => match iso3 {
            "PRT" | "GBR" | "DNK" | "MNE" | "JPN" | "VNM" | "KHM" | "LAO" | "NPL" | "BTN" | "LKA" | "KGZ" | "KAZ" | "TJK" | "MAR"
            | "KEN" | "RWA" | "BWA" | "ZWE" | "SEN" | "GHA" | "CPV" | "MOZ" | "CAN" | "MEX" | "GTM" | "BLZ" | "CRI" | "PAN" | "PER"
            | "CHL" | "BRA" | "NIC" | "GRL" | "VUT" => {
                return format!("au {name}");
            }
            "NLD" | "PHL" | "MDV" | "ARE" | "USA" | "SYC" | "FJI" | "WSM" | "TON" | "COK" => {
                return format!("aux {name}");
            }
            "MLT" | "CYP" | "SGP" | "MDG" | "CUB" | "TWN" | "OMN" => return format!("à {name}"),
            "MUS" => Some("à l'île Maurice"),
            _ => None,
        },
        _ => match iso3 {
            "CHE" | "TUR" | "SVK" | "MNG" | "DOM" => {
                let dat = if iso3 == "DOM" { "Dominikanischen Republik" } else { name };
                return format!("in der {dat}");
            }
            "NLD" => Some("in den Niederlanden"),
            "USA" => Some("in den Vereinigten Staaten"),
            "ARE" => Some("in den Vereinigten Arabischen Emiraten"),
            "GBR" => Some("im Vereinigten Königreich"),
            "SEN" => Some("im Senegal"),
            "ATA" => Some("in der Antarktis"),
            "PHL" => Some("auf den Philippinen"),
            "MDV" => Some("auf den Malediven"),
            "SYC" => Some("auf den Seychellen"),
            "COK" => Some("auf den Cookinseln"),
            "CPV" => Some("auf den Kapverden"),
            "FJI" | "WSM" | "TON" | "MUS" | "MDG" | "CUB" | "JAM" | "MLT" | "CYP" | "VUT" | "GRL" => {
                return format!("auf {name}");
            }
            _ => None,
        },
    };
    match special {
        Some(s) => s.to_string(),
        None => format!("{} {name}", ["in", "in", "en", "en", "in"][lang]),
    }
}

/// Local spellings of cities whose name differs by language (en, it, es, fr, de).
/// Any city not listed is written the same everywhere.
static CITY_NAMES: &[[&str; 5]] = &[
    ["Rome", "Roma", "Roma", "Rome", "Rom"],
    ["Florence", "Firenze", "Florencia", "Florence", "Florenz"],
    ["Naples", "Napoli", "Nápoles", "Naples", "Neapel"],
    ["Venice", "Venezia", "Venecia", "Venise", "Venedig"],
    ["Lisbon", "Lisbona", "Lisboa", "Lisbonne", "Lissabon"],
    ["Porto", "Porto", "Oporto", "Porto", "Porto"],
    ["Seville", "Siviglia", "Sevilla", "Séville", "Sevilla"],
    ["Córdoba", "Cordova", "Córdoba", "Cordoue", "Córdoba"],
    ["Granada", "Granada", "Granada", "Grenade", "Granada"],
    ["Barcelona", "Barcellona", "Barcelona", "Barcelone", "Barcelona"],
    ["Valencia", "Valencia", "Valencia", "Valence", "Valencia"],
    ["Paris", "Parigi", "París", "Paris", "Paris"],
    ["Lyon", "Lione", "Lyon", "Lyon", "Lyon"],
    ["Nice", "Nizza", "Niza", "Nice", "Nizza"],
    ["Marseille", "Marsiglia", "Marsella", "Marseille", "Marseille"],
    ["Bordeaux", "Bordeaux", "Burdeos", "Bordeaux", "Bordeaux"],
    ["Athens", "Atene", "Atenas", "Athènes", "Athen"],
    ["Thessaloniki", "Salonicco", "Tesalónica", "Thessalonique", "Thessaloniki"],
    ["Split", "Spalato", "Split", "Split", "Split"],
    ["Zadar", "Zara", "Zadar", "Zadar", "Zadar"],
    ["Ljubljana", "Lubiana", "Liubliana", "Ljubljana", "Ljubljana"],
    ["Piran", "Pirano", "Piran", "Piran", "Piran"],
    ["Kotor", "Cattaro", "Kotor", "Kotor", "Kotor"],
    ["Prague", "Praga", "Praga", "Prague", "Prag"],
    ["Vienna", "Vienna", "Viena", "Vienne", "Wien"],
    ["Warsaw", "Varsavia", "Varsovia", "Varsovie", "Warschau"],
    ["Kraków", "Cracovia", "Cracovia", "Cracovie", "Krakau"],
    ["Gdańsk", "Danzica", "Gdansk", "Gdańsk", "Danzig"],
    ["Copenhagen", "Copenaghen", "Copenhague", "Copenhague", "Kopenhagen"],
    ["Gothenburg", "Göteborg", "Gotemburgo", "Göteborg", "Göteborg"],
    ["Bucharest", "Bucarest", "Bucarest", "Bucarest", "Bukarest"],
    ["Belgrade", "Belgrado", "Belgrado", "Belgrade", "Belgrad"],
    ["Brussels", "Bruxelles", "Bruselas", "Bruxelles", "Brüssel"],
    ["Bruges", "Bruges", "Brujas", "Bruges", "Brügge"],
    ["Ghent", "Gand", "Gante", "Gand", "Gent"],
    ["Antwerp", "Anversa", "Amberes", "Anvers", "Antwerpen"],
    ["Geneva", "Ginevra", "Ginebra", "Genève", "Genf"],
    ["Lucerne", "Lucerna", "Lucerna", "Lucerne", "Luzern"],
    ["Zurich", "Zurigo", "Zúrich", "Zurich", "Zürich"],
    ["Munich", "Monaco di Baviera", "Múnich", "Munich", "München"],
    ["Cologne", "Colonia", "Colonia", "Cologne", "Köln"],
    ["Dresden", "Dresda", "Dresde", "Dresde", "Dresden"],
    ["Hamburg", "Amburgo", "Hamburgo", "Hambourg", "Hamburg"],
    ["Berlin", "Berlino", "Berlín", "Berlin", "Berlin"],
    ["London", "Londra", "Londres", "Londres", "London"],
    ["Edinburgh", "Edimburgo", "Edimburgo", "Édimbourg", "Edinburgh"],
    ["Dublin", "Dublino", "Dublín", "Dublin", "Dublin"],
    ["Tbilisi", "Tbilisi", "Tiflis", "Tbilissi", "Tiflis"],
    ["Yerevan", "Erevan", "Ereván", "Erevan", "Jerewan"],
    ["Baku", "Baku", "Bakú", "Bakou", "Baku"],
    ["Istanbul", "Istanbul", "Estambul", "Istanbul", "Istanbul"],
    ["Samarkand", "Samarcanda", "Samarcanda", "Samarcande", "Samarkand"],
    ["Bukhara", "Bukhara", "Bujará", "Boukhara", "Buchara"],
    ["Tashkent", "Tashkent", "Taskent", "Tachkent", "Taschkent"],
    ["Khiva", "Khiva", "Jiva", "Khiva", "Chiwa"],
    ["Bishkek", "Bishkek", "Biskek", "Bichkek", "Bischkek"],
    ["Kathmandu", "Kathmandu", "Katmandú", "Katmandou", "Kathmandu"],
    ["Seoul", "Seul", "Seúl", "Séoul", "Seoul"],
    ["Tokyo", "Tokyo", "Tokio", "Tokyo", "Tokio"],
    ["Kyoto", "Kyoto", "Kioto", "Kyoto", "Kyoto"],
    ["Beijing", "Pechino", "Pekín", "Pékin", "Peking"],
    ["Hanoi", "Hanoi", "Hanói", "Hanoï", "Hanoi"],
    ["Hue", "Hue", "Hue", "Hué", "Hue"],
    ["Ho Chi Minh City", "Città di Ho Chi Minh", "Ciudad Ho Chi Minh", "Hô Chi Minh-Ville", "Ho-Chi-Minh-Stadt"],
    ["Singapore", "Singapore", "Singapur", "Singapour", "Singapur"],
    ["Jakarta", "Giacarta", "Yakarta", "Jakarta", "Jakarta"],
    ["Manila", "Manila", "Manila", "Manille", "Manila"],
    ["Malacca", "Malacca", "Malaca", "Malacca", "Malakka"],
    ["Delhi", "Delhi", "Delhi", "Delhi", "Delhi"],
    ["Riyadh", "Riad", "Riad", "Riyad", "Riad"],
    ["Jeddah", "Gedda", "Yeda", "Djeddah", "Dschidda"],
    ["Muscat", "Mascate", "Mascate", "Mascate", "Maskat"],
    ["Dubai", "Dubai", "Dubái", "Dubaï", "Dubai"],
    ["Cairo", "Il Cairo", "El Cairo", "Le Caire", "Kairo"],
    ["Alexandria", "Alessandria", "Alejandría", "Alexandrie", "Alexandria"],
    ["Luxor", "Luxor", "Luxor", "Louxor", "Luxor"],
    ["Aswan", "Assuan", "Asuán", "Assouan", "Assuan"],
    ["Tunis", "Tunisi", "Túnez", "Tunis", "Tunis"],
    ["Marrakech", "Marrakech", "Marrakech", "Marrakech", "Marrakesch"],
    ["Fes", "Fès", "Fez", "Fès", "Fès"],
    ["Addis Ababa", "Addis Abeba", "Adís Abeba", "Addis-Abeba", "Addis Abeba"],
    ["Cape Town", "Città del Capo", "Ciudad del Cabo", "Le Cap", "Kapstadt"],
    ["Johannesburg", "Johannesburg", "Johannesburgo", "Johannesburg", "Johannesburg"],
    ["Mexico City", "Città del Messico", "Ciudad de México", "Mexico", "Mexiko-Stadt"],
    ["Havana", "L'Avana", "La Habana", "La Havane", "Havanna"],
    ["Panama City", "Panama", "Ciudad de Panamá", "Panama", "Panama-Stadt"],
    ["Quebec City", "Québec", "Quebec", "Québec", "Québec"],
    ["Montreal", "Montréal", "Montreal", "Montréal", "Montreal"],
    ["New York", "New York", "Nueva York", "New York", "New York"],
    ["Belize City", "Belize City", "Ciudad de Belice", "Belize City", "Belize City"],
    ["Paradise Bay", "Paradise Bay", "Bahía Paraíso", "Paradise Bay", "Paradise Bay"],
    ["Deception Island", "Deception Island", "Isla Decepción", "Deception Island", "Deception Island"],
    ["Half Moon Island", "Half Moon Island", "Isla Media Luna", "Half Moon Island", "Half Moon Island"],
    ["Zagreb", "Zagabria", "Zagreb", "Zagreb", "Zagreb"],
    ["Stockholm", "Stoccolma", "Estocolmo", "Stockholm", "Stockholm"],
    ["Sofia", "Sofia", "Sofía", "Sofia", "Sofia"],
    ["Skopje", "Skopje", "Skopie", "Skopje", "Skopje"],
    ["Valletta", "La Valletta", "La Valeta", "La Valette", "Valletta"],
    ["Nicosia", "Nicosia", "Nicosia", "Nicosie", "Nikosia"],
    ["Paphos", "Pafo", "Pafos", "Paphos", "Paphos"],
    ["Shanghai", "Shanghai", "Shanghái", "Shanghai", "Shanghai"],
    ["Ulaanbaatar", "Ulan Bator", "Ulán Bator", "Oulan-Bator", "Ulaanbaatar"],
    ["Cebu", "Cebu", "Cebú", "Cebu", "Cebu"],
    ["Abu Dhabi", "Abu Dhabi", "Abu Dabi", "Abou Dabi", "Abu Dhabi"],
    ["Port Louis", "Port Louis", "Port Louis", "Port-Louis", "Port Louis"],
    // Home cities of coordinators and WeMeet events
    ["Manchester", "Manchester", "Mánchester", "Manchester", "Manchester"],
    ["Turin", "Torino", "Turín", "Turin", "Turin"],
    ["Milan", "Milano", "Milán", "Milan", "Mailand"],
    ["Bologna", "Bologna", "Bolonia", "Bologne", "Bologna"],
    ["Verona", "Verona", "Verona", "Vérone", "Verona"],
    ["Zaragoza", "Saragozza", "Zaragoza", "Saragosse", "Saragossa"],
    ["Malaga", "Malaga", "Málaga", "Malaga", "Málaga"],
    ["Toulouse", "Tolosa", "Toulouse", "Toulouse", "Toulouse"],
    ["Frankfurt", "Francoforte", "Fráncfort", "Francfort", "Frankfurt"],
    ["Leipzig", "Lipsia", "Leipzig", "Leipzig", "Leipzig"],
    ["Stuttgart", "Stoccarda", "Stuttgart", "Stuttgart", "Stuttgart"],
];

/// A city's name in the given language (falls back to the English spelling).
pub fn city_name(city: &'static str, lang: usize) -> &'static str {
    CITY_NAMES.iter().find(|row| row[0] == city).map_or(city, |row| row[lang])
}
