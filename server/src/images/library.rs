//! The photographs an operator imported: files under
//! `DATA_DIR/images/{name}/{version}/`, a manifest per picture in the
//! `photos` table, and the handler that serves them.
//!
//! `caravan images import DIR` reads every JPEG, PNG and WebP in `DIR`. A
//! file's stem names what it pictures: `{trip-slug}` is the trip's cover (its
//! cards and hero), `{trip-slug}-day-{n}` the gallery photo of day `n`. The
//! import writes each picture's files into a temporary folder and renames it
//! into place, then records every manifest and bumps `catalogue_version` in
//! one transaction: running servers reload and show the photographs, and a
//! crash part-way leaves neither half-written files in use nor manifests
//! naming missing files. Source files are only read, never moved or changed.

use super::pipeline::{self, PhotoError, Rules};
use crate::error::{AppError, AppResult};
use crate::storage::bump_version;
use crate::storage::{Db, Sql};
use crate::AppState;
use axum::extract::{Path, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use caravan_site::picture::{Format, Picture, Variant};
use serde::Serialize;
use std::collections::HashMap;
use std::path::{Path as FsPath, PathBuf};
use std::sync::Arc;

/// Where a data folder keeps photographs.
pub fn images_dir(data_dir: &FsPath) -> PathBuf {
    data_dir.join("images")
}

/// What an import did, file by file.
#[derive(Debug, Default, Serialize)]
pub struct ImportReport {
    pub imported: Vec<Imported>,
    /// Already stored with the same content: nothing written.
    pub unchanged: Vec<String>,
    pub refused: Vec<Refused>,
}

#[derive(Debug, Serialize)]
pub struct Imported {
    pub name: String,
    pub version: String,
    pub formats: Vec<Format>,
    pub files: usize,
    pub bytes: usize,
}

#[derive(Debug, Serialize)]
pub struct Refused {
    pub file: String,
    pub reason: String,
}

const EXTENSIONS: [&str; 4] = ["jpg", "jpeg", "png", "webp"];

/// Imports every photograph in `source` (see the module comment).
pub async fn import_dir(db: &Db, source: &FsPath, images: &FsPath, rules: &Rules) -> AppResult<ImportReport> {
    let mut report = ImportReport::default();
    let mut entries: Vec<PathBuf> = Vec::new();
    for entry in std::fs::read_dir(source).map_err(|e| AppError::Corrupt(format!("cannot read {}: {e}", source.display())))?.flatten() {
        // The entry itself, never what a link points to: a symlink could name any file of
        // the machine (issue 23, M9).
        match entry.file_type() {
            Ok(kind) if kind.is_file() => entries.push(entry.path()),
            Ok(kind) if kind.is_symlink() => {
                let file = entry.file_name().to_string_lossy().into_owned();
                report.refused.push(Refused { file, reason: "a symbolic link: only files inside the folder are imported".into() });
            }
            _ => {}
        }
    }
    entries.sort();
    let stored = manifests(db).await?;
    let trips = trip_days(db).await?;
    let mut new_pictures = Vec::new();
    for path in entries {
        let file = path.file_name().map(|f| f.to_string_lossy().into_owned()).unwrap_or_default();
        let extension = path.extension().map(|e| e.to_string_lossy().to_ascii_lowercase()).unwrap_or_default();
        if !EXTENSIONS.contains(&extension.as_str()) {
            report.refused.push(Refused { file, reason: PhotoError::NotAPhoto.to_string() });
            continue;
        }
        let name = path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
        if let Err(reason) =
            names_a_trip(&name, &trips)
                .map_err(|e| if pipeline::valid_name(&name) { e } else { PhotoError::BadName(name.clone()).to_string() })
        {
            report.refused.push(Refused { file, reason });
            continue;
        }
        match import_one(&path, &name, images, rules, stored.get(&name)).await {
            Ok(None) => report.unchanged.push(name),
            Ok(Some((picture, files, bytes))) => {
                report.imported.push(Imported {
                    name: name.clone(),
                    version: picture.version.clone(),
                    formats: picture.formats.clone(),
                    files,
                    bytes,
                });
                new_pictures.push(picture);
            }
            Err(error) => report.refused.push(Refused { file, reason: error.to_string() }),
        }
    }
    if !new_pictures.is_empty() {
        record(db, &new_pictures).await?;
        for picture in &new_pictures {
            remove_other_versions(images, picture);
        }
    }
    Ok(report)
}

/// Every trip's slug and number of days.
async fn trip_days(db: &Db) -> AppResult<HashMap<String, i64>> {
    let rows: Vec<(String, i64)> = sqlx::query_as("SELECT slug, days FROM travels").fetch_all(&db.pool).await?;
    Ok(rows.into_iter().collect())
}

/// A picture's name is a trip's slug (its cover) or `{slug}-day-{n}` for one
/// of its days; anything else would be stored and never shown.
fn names_a_trip(name: &str, trips: &HashMap<String, i64>) -> Result<(), String> {
    if trips.contains_key(name) {
        return Ok(());
    }
    if let Some((slug, day)) = name.rsplit_once("-day-") {
        if let (Some(&days), Ok(day)) = (trips.get(slug), day.parse::<i64>()) {
            return if (1..=days).contains(&day) { Ok(()) } else { Err(format!("{slug} has days 1 to {days}, not {day}")) };
        }
    }
    Err(format!("{name:?} names no trip: use a trip's slug, or its slug and -day-N"))
}

/// Encodes and stores one file; `None` when the stored picture has the same content.
async fn import_one(
    path: &FsPath,
    name: &str,
    images: &FsPath,
    rules: &Rules,
    stored: Option<&Arc<Picture>>,
) -> Result<Option<(Picture, usize, usize)>, PhotoError> {
    if !pipeline::valid_name(name) {
        return Err(PhotoError::BadName(name.to_string()));
    }
    // Refused on its size before a byte is read.
    let size = std::fs::metadata(path).map_err(|e| PhotoError::Broken(e.to_string()))?.len();
    if size > rules.max_bytes {
        return Err(PhotoError::TooLarge { size, limit: rules.max_bytes });
    }
    let bytes = std::fs::read(path).map_err(|e| PhotoError::Broken(e.to_string()))?;
    let version = pipeline::version_of(&bytes);
    let folder = images.join(name).join(&version);
    if stored.is_some_and(|p| p.version == version) && folder.is_dir() {
        return Ok(None);
    }
    let (name, rules) = (name.to_string(), rules.clone());
    // Encoding is seconds of CPU work: off the async threads.
    let encoded = tokio::task::spawn_blocking(move || pipeline::encode(&name, &bytes, &rules))
        .await
        .map_err(|e| PhotoError::Broken(format!("encoder stopped: {e}")))??;
    let bytes = encoded.files.iter().map(|(_, b)| b.len()).sum();
    write_folder(&folder, &encoded.files).map_err(|e| PhotoError::Broken(format!("cannot store: {e}")))?;
    Ok(Some((encoded.picture, encoded.files.len(), bytes)))
}

/// Writes into a temporary sibling, then renames it into place: a folder
/// under its final name is always complete.
fn write_folder(folder: &FsPath, files: &[(String, Vec<u8>)]) -> std::io::Result<()> {
    let parent = folder.parent().ok_or_else(|| std::io::Error::other("no parent folder"))?;
    std::fs::create_dir_all(parent)?;
    let temporary = parent.join(format!(".incoming-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&temporary);
    std::fs::create_dir(&temporary)?;
    for (file, bytes) in files {
        std::fs::write(temporary.join(file), bytes)?;
    }
    let _ = std::fs::remove_dir_all(folder);
    std::fs::rename(&temporary, folder)
}

/// Earlier versions of a re-imported picture: no manifest names them any more.
fn remove_other_versions(images: &FsPath, picture: &Picture) {
    let Ok(entries) = std::fs::read_dir(images.join(&picture.name)) else { return };
    for entry in entries.flatten() {
        if entry.file_name().to_string_lossy() != picture.version {
            let _ = std::fs::remove_dir_all(entry.path());
        }
    }
}

/// Records the manifests and bumps the catalogue's version, in one transaction.
async fn record(db: &Db, pictures: &[Picture]) -> AppResult<()> {
    let now = chrono::Utc::now().to_rfc3339();
    let mut tx = db.pool.begin().await?;
    for picture in pictures {
        let manifest = serde_json::to_string(picture).map_err(|e| AppError::Corrupt(e.to_string()))?;
        let mut sql = Sql::new("INSERT INTO photos (name, manifest, imported_at) VALUES (");
        sql.bind(picture.name.as_str()).push(", ").bind(manifest).push(", ").bind(now.as_str());
        sql.push(") ON CONFLICT (name) DO UPDATE SET manifest = excluded.manifest, imported_at = excluded.imported_at");
        sql.query().execute(&mut *tx).await?;
    }
    bump_version(&mut tx, db.backend).await?;
    tx.commit().await?;
    Ok(())
}

/// Every stored manifest by name (the catalogue snapshot keeps them).
pub async fn manifests(db: &Db) -> AppResult<HashMap<String, Arc<Picture>>> {
    let rows: Vec<(String, String)> = sqlx::query_as("SELECT name, manifest FROM photos").fetch_all(&db.pool).await?;
    rows.into_iter()
        .map(|(name, manifest)| match serde_json::from_str::<Picture>(&manifest) {
            Ok(picture) => Ok((name, Arc::new(picture))),
            Err(e) => Err(AppError::Corrupt(format!("photo {name}: {e}"))),
        })
        .collect()
}

/// A file a URL may ask for: `{d|m}-{width}.{ext}`, or `{d|m}-{width}`
/// without an extension, answered in the best format the request accepts.
fn parse_file(file: &str) -> Option<(Variant, u32, Option<Format>)> {
    let (stem, format) = match file.split_once('.') {
        Some((stem, ext)) => (stem, Some(Format::from_extension(ext)?)),
        None => (file, None),
    };
    let (letter, width) = stem.split_once('-')?;
    let width = width.parse::<u32>().ok().filter(|w| (1..=10_000).contains(w))?;
    Some((Variant::from_letter(letter)?, width, format))
}

/// The formats an `Accept` header allows, best first; JPEG always.
fn accepted(headers: &HeaderMap) -> Vec<Format> {
    let accept = headers.get(header::ACCEPT).and_then(|v| v.to_str().ok()).unwrap_or("");
    Format::ALL.into_iter().filter(|f| *f == Format::Jpeg || accept.contains(f.mime())).collect()
}

/// `GET /images/photo/{name}/{version}/{file}`: a stored file, cached for a
/// year (a new photograph gets a new version, so a new URL).
pub async fn serve(
    State(state): State<AppState>,
    Path((name, version, file)): Path<(String, String, String)>,
    headers: HeaderMap,
) -> Response {
    let valid_version = version.len() == 12 && version.bytes().all(|b| b.is_ascii_hexdigit() && !b.is_ascii_uppercase());
    let Some((variant, width, format)) = parse_file(&file).filter(|_| pipeline::valid_name(&name) && valid_version) else {
        return StatusCode::NOT_FOUND.into_response();
    };
    let folder = images_dir(&state.config.data_dir).join(&name).join(&version);
    let negotiated = format.is_none();
    let candidates = match format {
        Some(format) => vec![format],
        None => accepted(&headers),
    };
    for format in candidates {
        let path = folder.join(format!("{}-{width}.{}", variant.letter(), format.extension()));
        if let Ok(bytes) = tokio::fs::read(&path).await {
            let mut response = (
                [(header::CONTENT_TYPE, HeaderValue::from_static(format.mime())), (header::CACHE_CONTROL, crate::assets::immutable())],
                bytes,
            )
                .into_response();
            if negotiated {
                // The same URL answers differently by Accept: caches must key on it.
                response.headers_mut().insert(header::VARY, HeaderValue::from_static("Accept"));
            }
            return response;
        }
    }
    StatusCode::NOT_FOUND.into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_picture_names_a_trip_or_one_of_its_days() {
        let trips: HashMap<String, i64> = [("peru-classic".to_string(), 8), ("day-trips".to_string(), 2)].into_iter().collect();
        assert!(names_a_trip("peru-classic", &trips).is_ok());
        assert!(names_a_trip("peru-classic-day-8", &trips).is_ok());
        assert!(names_a_trip("day-trips-day-1", &trips).is_ok());
        assert!(names_a_trip("peru-classic-day-9", &trips).unwrap_err().contains("days 1 to 8"));
        assert!(names_a_trip("peru-classic-day-0", &trips).is_err());
        assert!(names_a_trip("chile-classic", &trips).unwrap_err().contains("names no trip"));
        assert!(names_a_trip("peru-classic-day-x", &trips).is_err());
    }

    #[test]
    fn only_pipeline_file_names_are_served() {
        assert_eq!(parse_file("d-960.avif"), Some((Variant::Desktop, 960, Some(Format::Avif))));
        assert_eq!(parse_file("m-360"), Some((Variant::Mobile, 360, None)));
        for bad in ["x-960.jpg", "d-960.gif", "d-0.jpg", "d-.jpg", "../d-960.jpg", "d-960.jpg.exe", "d-99999"] {
            assert_eq!(parse_file(bad), None, "{bad}");
        }
    }

    #[test]
    fn accept_headers_choose_the_best_format_jpeg_always_last() {
        let mut headers = HeaderMap::new();
        assert_eq!(accepted(&headers), vec![Format::Jpeg]);
        headers.insert(header::ACCEPT, HeaderValue::from_static("image/avif,image/webp,image/apng,*/*;q=0.8"));
        assert_eq!(accepted(&headers), vec![Format::Avif, Format::Webp, Format::Jpeg]);
        headers.insert(header::ACCEPT, HeaderValue::from_static("image/webp,*/*"));
        assert_eq!(accepted(&headers), vec![Format::Webp, Format::Jpeg]);
    }
}
