//! The lowest earlier price of a reduced departure, as the EU Omnibus Directive
//! (2019/2161, art. 6a of 98/6/EC) asks of every seller who announces a price
//! reduction: the lowest price applied in the 30 days before the reduction.
//! It comes from `price_history`, where every import keeps each new price.

/// The look-back window of the directive.
const WINDOW_MICROS: i64 = 30 * 24 * 3600 * 1_000_000;

/// One stored price of a departure in one currency, from `changed_at` (Unix
/// microseconds) until the next one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PricePoint {
    pub price: i64,
    pub changed_at: i64,
}

/// The lowest price in force at any moment of the 30 days before the current
/// price began, given a departure's history oldest first (the last point is the
/// current price). `None` when nothing earlier is known: no claim is made then.
pub fn lowest_before_current(history: &[PricePoint]) -> Option<i64> {
    let (current, earlier) = history.split_last()?;
    let window_start = current.changed_at - WINDOW_MICROS;
    earlier
        .iter()
        .zip(history.iter().skip(1))
        // A price counts if it was still in force after the window opened.
        .filter(|(_, next)| next.changed_at > window_start)
        .map(|(point, _)| point.price)
        .min()
}

#[cfg(test)]
mod tests {
    use super::*;

    const DAY: i64 = 24 * 3600 * 1_000_000;

    fn history(points: &[(i64, i64)]) -> Vec<PricePoint> {
        points.iter().map(|&(price, day)| PricePoint { price, changed_at: day * DAY }).collect()
    }

    #[test]
    fn the_lowest_price_of_the_thirty_days_before_the_reduction() {
        // 1,000 for months, 900 for a week, back to 1,000, then reduced to 850 on day 100.
        let h = history(&[(1_000, 0), (900, 80), (1_000, 87), (850, 100)]);
        assert_eq!(lowest_before_current(&h), Some(900));
    }

    #[test]
    fn a_price_that_ended_before_the_window_does_not_count() {
        // 700 until day 60, then 1,000; reduced to 900 on day 100: the window opens on day 70.
        let h = history(&[(700, 0), (1_000, 60), (900, 100)]);
        assert_eq!(lowest_before_current(&h), Some(1_000));
        // Still in force when the window opened: it counts.
        let h = history(&[(700, 0), (1_000, 71), (900, 100)]);
        assert_eq!(lowest_before_current(&h), Some(700));
    }

    #[test]
    fn no_earlier_price_no_claim() {
        assert_eq!(lowest_before_current(&history(&[(900, 100)])), None);
        assert_eq!(lowest_before_current(&[]), None);
    }
}
