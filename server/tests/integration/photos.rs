//! The photograph pipeline (issue 16, item 6): `caravan images import DIR`
//! turns photographs into AVIF, WebP and JPEG at several widths, pages offer
//! them in `<picture>`, and bad files are refused and left as they were.
//! Every photograph is generated here (gradients and noise), none committed.

use crate::common;

use axum::body::Body;
use axum::http::{Request, StatusCode};
use caravan_server::images::library::{images_dir, import_dir, ImportReport};
use caravan_server::images::pipeline::Rules;
use common::{TempDir, TestApp};
use http_body_util::BodyExt;
use image::{ImageFormat, Rgb, RgbImage};
use tower::ServiceExt;

/// A photograph-like picture: a diagonal gradient with deterministic noise,
/// which codecs cannot shrink to nothing the way they would a flat colour.
fn photograph(width: u32, height: u32, seed: u32) -> RgbImage {
    let mut state = seed.wrapping_mul(2_654_435_761).max(1);
    RgbImage::from_fn(width, height, |x, y| {
        state ^= state << 13;
        state ^= state >> 17;
        state ^= state << 5;
        let noise = (state % 32) as u8;
        let r = ((x * 200 / width.max(1)) as u8).saturating_add(noise);
        let g = ((y * 180 / height.max(1)) as u8).saturating_add(noise / 2);
        Rgb([r, g, 120u8.saturating_add(noise)])
    })
}

fn save(dir: &std::path::Path, file: &str, image: &RgbImage, format: ImageFormat) {
    image.save_with_format(dir.join(file), format).expect("test photograph written");
}

fn temp_dir(label: &str) -> TempDir {
    let dir = std::env::temp_dir().join(format!("caravan-photos-{label}-{}-{}", std::process::id(), rand_suffix()));
    std::fs::create_dir_all(&dir).unwrap();
    TempDir(dir)
}

fn rand_suffix() -> u128 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_nanos()
}

/// A TestApp whose data folder (where photographs are stored) is its own.
async fn app_with_data_dir() -> (TestApp, TempDir) {
    let data = temp_dir("data");
    let app = TestApp::with_env(&[("DATA_DIR", &data.0.display().to_string())]).await;
    (app, data)
}

async fn import(app: &TestApp, source: &std::path::Path, rules: &Rules) -> ImportReport {
    let report = import_dir(&app.state.db, source, &images_dir(&app.state.config.data_dir), rules).await.expect("import runs");
    app.state.refresh_catalogue().await.expect("catalogue reloads");
    report
}

struct Fetched {
    status: StatusCode,
    content_type: String,
    headers: axum::http::HeaderMap,
    bytes: Vec<u8>,
}

async fn fetch(app: &TestApp, path: &str, accept: &str) -> Fetched {
    let request = Request::get(path).header("host", "localhost:3000").header("accept", accept).body(Body::empty()).unwrap();
    let response = app.router.clone().oneshot(request).await.unwrap();
    let status = response.status();
    let headers = response.headers().clone();
    let content_type = headers.get("content-type").and_then(|v| v.to_str().ok()).unwrap_or("").to_string();
    let bytes = response.into_body().collect().await.unwrap().to_bytes().to_vec();
    Fetched { status, content_type, headers, bytes }
}

/// The URLs of every `srcset` and `src` under `/images/photo/` in a page.
fn photo_urls(html: &str) -> Vec<String> {
    let mut urls: Vec<String> = html.split(['"', ' ', ',']).filter(|s| s.starts_with("/images/photo/")).map(str::to_string).collect();
    urls.sort();
    urls.dedup();
    urls
}

fn is_format(bytes: &[u8], mime: &str) -> bool {
    match mime {
        "image/avif" => bytes.len() > 12 && &bytes[4..12] == b"ftypavif",
        "image/webp" => bytes.len() > 12 && &bytes[..4] == b"RIFF" && &bytes[8..12] == b"WEBP",
        "image/jpeg" => bytes.starts_with(&[0xFF, 0xD8, 0xFF]),
        _ => false,
    }
}

#[tokio::test]
async fn imported_photographs_are_offered_in_every_format_crop_and_width() {
    let (app, _data) = app_with_data_dir().await;
    // The first trip on the list, so its card is on the first page too.
    let list = app.get("localhost:3000", "/destinations").await;
    let card = &list.body[..list.body.find("data-testid=\"travel-card\"").expect("a card")];
    let href = &card[card.rfind("href=\"").unwrap() + 6..];
    let slug = href[..href.find('"').unwrap()].rsplit('/').next().unwrap().to_string();
    let source = temp_dir("source");
    // Small enough for a debug build's encoders (AVIF takes seconds there), large
    // enough for two widths and a crop: the cover 1000×640 (desktop 480 and
    // 960 px, phone crop 512×640 at 360), the gallery photo 700×500.
    save(&source.0, &format!("{slug}.jpg"), &photograph(1000, 640, 1), ImageFormat::Jpeg);
    save(&source.0, &format!("{slug}-day-1.png"), &photograph(700, 500, 2), ImageFormat::Png);
    let originals: Vec<Vec<u8>> =
        [format!("{slug}.jpg"), format!("{slug}-day-1.png")].iter().map(|f| std::fs::read(source.0.join(f)).unwrap()).collect();

    let report = import(&app, &source.0, &Rules::default()).await;
    assert!(report.refused.is_empty(), "{:?}", report.refused);
    assert_eq!(report.imported.len(), 2);

    let page = app.get("localhost:3000", &format!("/destinations/{slug}")).await;
    assert_eq!(page.status, StatusCode::OK);
    let hero = &page.body[page.body.find("travel-hero").unwrap()..];
    let hero = &hero[..hero.find("</picture>").expect("the hero is a <picture>")];
    assert!(hero.contains("fetchpriority=\"high\""), "the hero is the largest paint: {hero}");
    assert!(hero.contains("url(data:image/png;base64,"), "a placeholder paints first");
    assert!(hero.contains("width=\"1000\" height=\"640\""), "no layout shift: {hero}");
    let gallery = &page.body[page.body.find("data-testid=\"trip-gallery\"").unwrap()..];
    assert!(gallery.contains("loading=\"lazy\""), "the gallery is below the fold");
    assert!(gallery.contains("media=\"(max-width: 767px)\""), "phones get the portrait crop");

    let urls = photo_urls(&page.body);
    // Desktop widths in AVIF and WebP sources and the JPEG `img` (srcset and
    // src); the gallery photo adds its phone crop (400×500: one width, 360).
    for expected in [
        format!("/images/photo/{slug}/"),
        "/d-480.avif".into(),
        "/d-960.webp".into(),
        "/d-960.jpg".into(),
        "/m-360.avif".into(),
        "/m-360.jpg".into(),
        "/m-360.webp".into(),
    ] {
        assert!(urls.iter().any(|u| u.contains(&expected)), "{expected} in {urls:#?}");
    }
    assert!(!urls.iter().any(|u| u.contains("d-1440")), "no width the photograph cannot fill: {urls:#?}");
    for url in &urls {
        let mime = match url.rsplit('.').next() {
            Some("avif") => "image/avif",
            Some("webp") => "image/webp",
            _ => "image/jpeg",
        };
        let file = fetch(&app, url, "*/*").await;
        assert_eq!(file.status, StatusCode::OK, "{url}");
        assert_eq!(file.content_type, mime, "{url}");
        assert!(is_format(&file.bytes, mime), "{url} holds {mime}");
        assert_eq!(file.headers.get("cache-control").unwrap(), "public, max-age=31536000, immutable");
        if mime == "image/jpeg" {
            let width: u32 = url.rsplit('-').next().unwrap().trim_end_matches(".jpg").parse().unwrap();
            let decoded = image::load_from_memory(&file.bytes).unwrap();
            assert_eq!(decoded.width(), width, "{url} is resized");
            if url.contains("/m-") {
                assert_eq!(decoded.height() * 4, decoded.width() * 5, "the phone crop is 4:5: {url}");
            }
        }
    }
    let cover = urls.iter().find(|u| u.starts_with(&format!("/images/photo/{slug}/"))).unwrap();
    let cover_folder = cover.rsplit_once('/').unwrap().0.to_string();
    // Smaller and lighter: the 480 px AVIF is a fraction of the source JPEG.
    let small = fetch(&app, &format!("{cover_folder}/d-480.avif"), "*/*").await;
    assert!(small.bytes.len() * 4 < originals[0].len(), "{} vs {}", small.bytes.len(), originals[0].len());

    // One URL per crop for API clients, answered by what they accept.
    let negotiated = format!("{cover_folder}/d-960");
    let avif = fetch(&app, &negotiated, "image/avif,image/webp,*/*").await;
    assert_eq!((avif.status, avif.content_type.as_str()), (StatusCode::OK, "image/avif"));
    assert_eq!(avif.headers.get("vary").unwrap(), "Accept");
    let webp = fetch(&app, &negotiated, "image/webp,*/*").await;
    assert_eq!(webp.content_type, "image/webp");
    let old = fetch(&app, &negotiated, "image/png,*/*").await;
    assert_eq!(old.content_type, "image/jpeg", "a client that accepts neither gets JPEG");

    // The sources were read, never changed.
    for (file, original) in [format!("{slug}.jpg"), format!("{slug}-day-1.png")].iter().zip(&originals) {
        assert_eq!(&std::fs::read(source.0.join(file)).unwrap(), original, "{file}");
    }
    // Its card, and the API's thumbnail (one negotiated URL per crop).
    let list = app.get("localhost:3000", "/destinations").await;
    assert!(list.body.contains(&format!("/images/photo/{slug}/")), "the trip's card shows its photograph");
    let api = app.post_json("localhost:3000", "/api/travels/paginated", r#"{"perPage": 100}"#).await.json();
    let trip = api["data"].as_array().and_then(|a| a.iter().find(|t| t["slug"] == slug.as_str())).expect("the trip in the API");
    assert_eq!(trip["thumbnailImage"]["desktop"], format!("{cover_folder}/d-960"));
}

#[tokio::test]
async fn broken_oversized_and_foreign_files_are_refused_and_left_untouched() {
    let (app, _data) = app_with_data_dir().await;
    let slug = app.state.catalogue.snapshot().travels[1].slug.clone();
    let source = temp_dir("bad");
    let files: Vec<(String, Vec<u8>)> = vec![
        (format!("{slug}.jpg"), b"\xFF\xD8\xFF\xE0 this is not really a JPEG".to_vec()),
        ("notes.txt".into(), b"a text file".to_vec()),
        ("Bad Name.png".into(), {
            let mut png = Vec::new();
            photograph(40, 30, 3).write_to(&mut std::io::Cursor::new(&mut png), ImageFormat::Png).unwrap();
            png
        }),
        (format!("{slug}-day-2.png"), {
            let mut png = Vec::new();
            photograph(900, 600, 4).write_to(&mut std::io::Cursor::new(&mut png), ImageFormat::Png).unwrap();
            png
        }),
        (format!("{slug}-day-3.gif"), b"GIF89a".to_vec()),
    ];
    for (file, bytes) in &files {
        std::fs::write(source.0.join(file), bytes).unwrap();
    }
    // The PNG of 900×600 noise is well over this limit.
    let rules = Rules { max_bytes: 64 * 1024, ..Rules::default() };
    let report = import(&app, &source.0, &rules).await;

    assert!(report.imported.is_empty(), "{:?}", report.imported);
    let reason = |file: &str| report.refused.iter().find(|r| r.file == file).map(|r| r.reason.clone()).unwrap_or_default();
    assert!(reason(&format!("{slug}.jpg")).contains("cannot be read"), "{:?}", report.refused);
    assert!(reason("notes.txt").contains("not a JPEG, PNG or WebP"));
    assert!(reason(&format!("{slug}-day-3.gif")).contains("not a JPEG, PNG or WebP"));
    assert!(reason("Bad Name.png").contains("cannot name a picture"));
    assert!(reason(&format!("{slug}-day-2.png")).contains("over the limit of 65536 bytes"));
    assert_eq!(report.refused.len(), files.len());
    for (file, bytes) in &files {
        assert_eq!(&std::fs::read(source.0.join(file)).unwrap(), bytes, "{file} left as it was");
    }
    let images = images_dir(&app.state.config.data_dir);
    assert!(!images.exists() || std::fs::read_dir(&images).unwrap().next().is_none(), "nothing stored");
    let page = app.get("localhost:3000", &format!("/destinations/{slug}")).await;
    assert!(!page.body.contains("/images/photo/"), "the trip keeps its drawn cover");
    assert!(page.body.contains("travel-hero__image"));
}

#[tokio::test]
async fn a_format_the_encoder_cannot_write_is_left_out_and_browsers_fall_back() {
    let (app, _data) = app_with_data_dir().await;
    let slug = app.state.catalogue.snapshot().travels[2].slug.clone();
    let source = temp_dir("tall");
    // 1 px wide, 17,000 px tall: WebP cannot hold a side over 16,383 px, JPEG and AVIF can.
    save(&source.0, &format!("{slug}.png"), &photograph(1, 17_000, 5), ImageFormat::Png);
    let rules = Rules { max_side: 20_000, ..Rules::default() };
    let report = import(&app, &source.0, &rules).await;
    assert!(report.refused.is_empty(), "{:?}", report.refused);
    let formats = &report.imported[0].formats;
    assert!(!formats.iter().any(|f| format!("{f:?}") == "Webp"), "{formats:?}");

    let page = app.get("localhost:3000", &format!("/destinations/{slug}")).await;
    let urls = photo_urls(&page.body);
    assert!(!urls.is_empty());
    assert!(!page.body.contains("image/webp"), "no WebP offered");
    assert!(urls.iter().any(|u| u.ends_with(".jpg")), "the JPEG img is there");
    let base = urls[0].rsplit_once('/').unwrap().0.to_string();
    let negotiated = fetch(&app, &format!("{base}/d-1"), "image/webp,*/*").await;
    assert_eq!((negotiated.status, negotiated.content_type.as_str()), (StatusCode::OK, "image/jpeg"));
    assert_eq!(fetch(&app, &format!("{base}/d-1.webp"), "*/*").await.status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn reimporting_keeps_unchanged_photographs_and_versions_changed_ones() {
    let (app, _data) = app_with_data_dir().await;
    let slug = app.state.catalogue.snapshot().travels[3].slug.clone();
    let source = temp_dir("again");
    let file = format!("{slug}.jpg");
    save(&source.0, &file, &photograph(600, 400, 6), ImageFormat::Jpeg);
    let first = import(&app, &source.0, &Rules::default()).await;
    let again = import(&app, &source.0, &Rules::default()).await;
    assert_eq!(again.unchanged, vec![slug.clone()]);
    assert!(again.imported.is_empty());

    save(&source.0, &file, &photograph(600, 400, 7), ImageFormat::Jpeg);
    let changed = import(&app, &source.0, &Rules::default()).await;
    let (old, new) = (&first.imported[0].version, &changed.imported[0].version);
    assert_ne!(old, new, "a new photograph gets new URLs");
    let page = app.get("localhost:3000", &format!("/destinations/{slug}")).await;
    assert!(page.body.contains(&format!("/images/photo/{slug}/{new}/")));
    assert!(!page.body.contains(old.as_str()));
    let folder = images_dir(&app.state.config.data_dir).join(&slug);
    assert!(!folder.join(old).exists() && folder.join(new).exists(), "the old version's files are removed");
}

#[tokio::test]
async fn photo_urls_outside_the_library_are_not_found() {
    let (app, _data) = app_with_data_dir().await;
    for path in [
        "/images/photo/..%2F..%2Fcaravan.db/0a1b2c3d4e5f/d-960.jpg",
        "/images/photo/x/..%2F..%2F/d-960.jpg",
        "/images/photo/x/0a1b2c3d4e5f/..%2Fd-960.jpg",
        "/images/photo/x/0A1B2C3D4E5F/d-960.jpg",
        "/images/photo/x/0a1b2c3d4e5f/d-960.gif",
        "/images/photo/missing/0a1b2c3d4e5f/d-960.jpg",
    ] {
        assert_eq!(fetch(&app, path, "*/*").await.status, StatusCode::NOT_FOUND, "{path}");
    }
}

/// A PNG header of `side`×`side` pixels at 16 bits a channel (RGBA), with no
/// pixels after it: a decoder that trusted it would ask for 8 bytes a pixel.
fn huge_png_header(side: u32) -> Vec<u8> {
    fn chunk(out: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
        out.extend_from_slice(&(data.len() as u32).to_be_bytes());
        out.extend_from_slice(kind);
        out.extend_from_slice(data);
        let mut crc = flate2::Crc::new();
        crc.update(kind);
        crc.update(data);
        out.extend_from_slice(&crc.sum().to_be_bytes());
    }
    let mut png = b"\x89PNG\r\n\x1a\n".to_vec();
    let mut ihdr = Vec::new();
    ihdr.extend_from_slice(&side.to_be_bytes());
    ihdr.extend_from_slice(&side.to_be_bytes());
    ihdr.extend_from_slice(&[16, 6, 0, 0, 0]); // 16 bits, RGBA, deflate, adaptive filter, no interlace
    chunk(&mut png, b"IHDR", &ihdr);
    chunk(&mut png, b"IDAT", &[]);
    chunk(&mut png, b"IEND", &[]);
    png
}

/// The probe's M5 and M9: a 12,000 px square PNG at 16 bits a channel took
/// the import to 2.8 GB of memory; a truncated JPEG, a name that matches no
/// trip and a symbolic link to a file outside the folder were all accepted.
#[tokio::test]
async fn memory_hungry_truncated_unnamed_and_linked_files_are_refused() {
    let (app, _data) = app_with_data_dir().await;
    let travel = app.state.catalogue.snapshot().travels[2].clone();
    let slug = travel.slug.clone();
    let source = temp_dir("m9");
    let outside = temp_dir("outside");
    let mut jpeg = Vec::new();
    photograph(800, 600, 9).write_to(&mut std::io::Cursor::new(&mut jpeg), ImageFormat::Jpeg).unwrap();
    std::fs::write(source.0.join(format!("{slug}.png")), huge_png_header(12_000)).unwrap();
    std::fs::write(source.0.join(format!("{slug}-day-1.jpg")), &jpeg[..jpeg.len() * 2 / 3]).unwrap();
    std::fs::write(source.0.join("no-such-trip.jpg"), &jpeg).unwrap();
    std::fs::write(source.0.join(format!("{slug}-day-{}.jpg", travel.days + 1)), &jpeg).unwrap();
    std::fs::write(outside.0.join("secret.jpg"), &jpeg).unwrap();
    std::os::unix::fs::symlink(outside.0.join("secret.jpg"), source.0.join(format!("{slug}-day-2.jpg"))).unwrap();
    // The one good file: imported.
    std::fs::write(source.0.join(format!("{slug}-day-3.jpg")), &jpeg).unwrap();

    let report = import(&app, &source.0, &Rules::default()).await;
    let reason = |file: &str| report.refused.iter().find(|r| r.file == file).map(|r| r.reason.clone()).unwrap_or_default();
    assert!(reason(&format!("{slug}.png")).contains("MB to decode"), "{:?}", report.refused);
    assert!(reason(&format!("{slug}-day-1.jpg")).contains("cut short"), "{:?}", report.refused);
    assert!(reason("no-such-trip.jpg").contains("names no trip"));
    assert!(reason(&format!("{slug}-day-{}.jpg", travel.days + 1)).contains(&format!("days 1 to {}", travel.days)));
    assert!(reason(&format!("{slug}-day-2.jpg")).contains("symbolic link"));
    assert_eq!(report.refused.len(), 5, "{:?}", report.refused);
    assert_eq!(report.imported.iter().map(|i| i.name.clone()).collect::<Vec<_>>(), [format!("{slug}-day-3")]);
}
