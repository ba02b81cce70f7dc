//! People tables: first and last names from Caravan's five markets (English-speaking, Italy,
//! Spain, France, German-speaking) and the real cities where coordinators live and where
//! WeMeet community events take place.
//!
//! Names are combined with the seeded PRNG, so different seeds give different casts.

/// One market per content language, in `LANGS` order.
pub struct Market {
    pub first: &'static [&'static str],
    pub last: &'static [&'static str],
    /// (city in English spelling, ISO3 of its country, relative size for events)
    pub cities: &'static [(&'static str, &'static str, u32)],
    /// Share of reviews written in this market's language, in permille.
    pub review_share: u32,
}

pub static MARKETS: [Market; 5] = [
    Market {
        first: &[
            "Emma", "Olivia", "Sophie", "Charlotte", "Hannah", "Grace", "Lucy", "Megan", "Chloe", "Amelia", "Jack",
            "Oliver", "Harry", "James", "Thomas", "Daniel", "Samuel", "Ryan", "Liam", "Connor", "Ethan", "Noah",
        ],
        last: &[
            "Smith", "Walker", "Hughes", "Bennett", "Carter", "Murphy", "O'Brien", "Foster", "Mitchell", "Reed",
            "Turner", "Collins", "Palmer", "Ward", "Kelly", "Brooks", "Hayes", "Sullivan", "Fletcher", "Morgan",
        ],
        cities: &[
            ("London", "GBR", 9),
            ("Manchester", "GBR", 4),
            ("Edinburgh", "GBR", 3),
            ("Bristol", "GBR", 2),
            ("Dublin", "IRL", 4),
            ("New York", "USA", 6),
            ("Chicago", "USA", 3),
            ("San Francisco", "USA", 3),
            ("Boston", "USA", 2),
            ("Toronto", "CAN", 3),
        ],
        review_share: 300,
    },
    Market {
        first: &[
            "Giulia", "Chiara", "Francesca", "Sara", "Martina", "Elena", "Valentina", "Alessia", "Federica", "Silvia",
            "Marco", "Luca", "Matteo", "Andrea", "Davide", "Simone", "Lorenzo", "Stefano", "Francesco", "Alessandro",
            "Giorgio", "Riccardo",
        ],
        last: &[
            "Rossi", "Bianchi", "Romano", "Colombo", "Ricci", "Marino", "Greco", "Bruno", "Gallo", "Conti", "De Luca",
            "Mancini", "Costa", "Giordano", "Rizzo", "Lombardi", "Moretti", "Barbieri", "Fontana", "Santoro",
        ],
        cities: &[
            ("Milan", "ITA", 8),
            ("Rome", "ITA", 7),
            ("Turin", "ITA", 4),
            ("Bologna", "ITA", 4),
            ("Florence", "ITA", 3),
            ("Naples", "ITA", 3),
            ("Verona", "ITA", 2),
            ("Bari", "ITA", 2),
        ],
        review_share: 250,
    },
    Market {
        first: &[
            "Lucía", "María", "Paula", "Carmen", "Laura", "Marta", "Irene", "Alba", "Nerea", "Cristina", "Javier",
            "Pablo", "Sergio", "Alejandro", "Diego", "Álvaro", "Adrián", "Carlos", "Jorge", "Raúl", "Iker",
        ],
        last: &[
            "García", "Fernández", "López", "Martínez", "Sánchez", "Pérez", "Gómez", "Ruiz", "Díaz", "Moreno",
            "Jiménez", "Navarro", "Romero", "Torres", "Domínguez", "Vázquez", "Ramos", "Gil", "Serrano", "Molina",
        ],
        cities: &[
            ("Madrid", "ESP", 8),
            ("Barcelona", "ESP", 7),
            ("Valencia", "ESP", 4),
            ("Seville", "ESP", 3),
            ("Bilbao", "ESP", 2),
            ("Malaga", "ESP", 2),
            ("Zaragoza", "ESP", 2),
        ],
        review_share: 150,
    },
    Market {
        first: &[
            "Camille", "Léa", "Manon", "Chloé", "Inès", "Juliette", "Clara", "Margaux", "Pauline", "Élodie", "Lucas",
            "Hugo", "Louis", "Théo", "Antoine", "Julien", "Maxime", "Nicolas", "Mathieu", "Baptiste", "Romain",
        ],
        last: &[
            "Martin", "Bernard", "Dubois", "Durand", "Lefebvre", "Moreau", "Laurent", "Simon", "Michel", "Garnier",
            "Faure", "Rousseau", "Blanc", "Chevalier", "Girard", "Mercier", "Bonnet", "Lambert", "Fontaine", "Roux",
        ],
        cities: &[
            ("Paris", "FRA", 9),
            ("Lyon", "FRA", 4),
            ("Marseille", "FRA", 3),
            ("Bordeaux", "FRA", 3),
            ("Toulouse", "FRA", 3),
            ("Nantes", "FRA", 2),
            ("Lille", "FRA", 2),
            ("Montpellier", "FRA", 2),
        ],
        review_share: 150,
    },
    Market {
        first: &[
            "Anna", "Lena", "Julia", "Katharina", "Lisa", "Miriam", "Johanna", "Sarah", "Franziska", "Carolin", "Lukas",
            "Felix", "Jonas", "Maximilian", "Tobias", "Jan", "Florian", "Niklas", "Moritz", "Sebastian", "Fabian",
            "Matthias",
        ],
        last: &[
            "Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Meyer", "Wagner", "Becker", "Schulz", "Hoffmann",
            "Koch", "Richter", "Klein", "Wolf", "Schröder", "Neumann", "Schwarz", "Zimmermann", "Braun", "Krüger",
        ],
        cities: &[
            ("Berlin", "DEU", 8),
            ("Munich", "DEU", 6),
            ("Hamburg", "DEU", 5),
            ("Cologne", "DEU", 4),
            ("Frankfurt", "DEU", 3),
            ("Leipzig", "DEU", 2),
            ("Stuttgart", "DEU", 2),
            ("Vienna", "AUT", 4),
            ("Zurich", "CHE", 3),
        ],
        review_share: 150,
    },
];
