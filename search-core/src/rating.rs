//! Review rating bands (spec §5 rating table).

use serde::{Deserialize, Serialize};

/// How a rating reads. `value` is the rounded value shown for the two lowest bands.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct RatingBand {
    pub label: RatingLabel,
    pub shown_value: Option<f64>,
    /// Star fill in percent: 20 per rating point.
    pub fill_percent: f64,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "lowercase")]
pub enum RatingLabel {
    Bad,
    Poor,
    Average,
    Great,
    Excellent,
}

impl RatingLabel {
    pub fn as_str(self) -> &'static str {
        match self {
            RatingLabel::Bad => "bad",
            RatingLabel::Poor => "poor",
            RatingLabel::Average => "average",
            RatingLabel::Great => "great",
            RatingLabel::Excellent => "excellent",
        }
    }
}

/// The band for a rating; `None` (grey, no label) outside 1 to 5 or for NaN.
/// Bands are on one decimal, so 1.25 reads as 1.3.
pub fn rating_band(rating: f64) -> Option<RatingBand> {
    if !(1.0..=5.0).contains(&rating) {
        return None;
    }
    let tenths = (rating * 10.0).round() as i64;
    let (label, shown_value) = match tenths {
        10..=12 => (RatingLabel::Bad, Some(1.0)),
        13..=17 => (RatingLabel::Bad, Some(1.5)),
        18..=27 => (RatingLabel::Poor, None),
        28..=37 => (RatingLabel::Average, None),
        38..=42 => (RatingLabel::Great, None),
        _ => (RatingLabel::Excellent, None),
    };
    Some(RatingBand { label, shown_value, fill_percent: rating * 20.0 })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn label(r: f64) -> Option<RatingLabel> {
        rating_band(r).map(|b| b.label)
    }

    #[test]
    fn bands_follow_the_table() {
        assert_eq!(rating_band(1.1).unwrap().shown_value, Some(1.0));
        assert_eq!(rating_band(1.5).unwrap().shown_value, Some(1.5));
        assert_eq!(label(1.7), Some(RatingLabel::Bad));
        assert_eq!(label(1.8), Some(RatingLabel::Poor));
        assert_eq!(label(2.7), Some(RatingLabel::Poor));
        assert_eq!(label(2.8), Some(RatingLabel::Average));
        assert_eq!(label(3.8), Some(RatingLabel::Great));
        assert_eq!(label(4.2), Some(RatingLabel::Great));
        assert_eq!(label(4.3), Some(RatingLabel::Excellent));
        assert_eq!(label(5.0), Some(RatingLabel::Excellent));
        assert_eq!(rating_band(4.8).unwrap().fill_percent, 96.0);
    }

    #[test]
    fn out_of_range_is_grey() {
        for r in [0.0, 0.99, 5.01, -1.0, f64::NAN, f64::INFINITY] {
            assert_eq!(rating_band(r), None, "{r}");
        }
    }
}
