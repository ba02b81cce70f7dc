use chrono::NaiveDate;
use demo_catalogue::*;
#[test]
fn inspect() {
    let today = NaiveDate::from_ymd_opt(2026, 3, 14).unwrap();
    for _ in 0..3 {
        let t = std::time::Instant::now();
        let cat = generate(&CatalogueSpec::full(20_260_314, today));
        eprintln!("TIME full: {:?} tours {}", t.elapsed(), cat.tours.len());
    }
    let cat = generate(&CatalogueSpec::full(5, today));
    for t in &cat.travels {
        for d in &t.itinerary {
            for l in LANGS {
                let s = format!("{} | {}", d.title[l], d.body[l]);
                if s.contains("Cair")
                    || s.contains("Avana")
                    || s.contains("Havane")
                    || s.contains(" ad ")
                    || s.contains(" d'")
                    || s.contains(" au ")
                    || s.contains(" al ")
                {
                    eprintln!("{l}: {}", d.title[l]);
                }
            }
        }
    }
    for t in cat
        .travels
        .iter()
        .filter(|t| t.title["es"].contains(" e "))
        .take(5)
    {
        eprintln!("ES {}", t.title["es"]);
    }
    for t in cat.travels.iter().take(40) {
        eprintln!("{} | {} | {}", t.title["en"], t.title["it"], t.title["de"]);
    }
}
