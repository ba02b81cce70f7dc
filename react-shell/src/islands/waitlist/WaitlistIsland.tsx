// Waitlist place on the page of a sold-out departure (`GET /api/waitlist/{tour}`). The server
// renders `section[data-testid=waitlist]` with the plain `POST /waitlist` form (the no-JS way to
// join, left alone); this island only adds the logged-in visitor's place in line, and when a
// seat is offered, until when. Logged out (a 401 logs out, in the API client), an error or not in
// line: nothing.
import { useEffect, useState } from "react";
import type { WaitlistPlace, WaitlistProps } from "../../contract/generated";
import { fill, useSession } from "../../lib/account";
import { getWaitlistPlace } from "../../lib/api-client";
import { pageLocale } from "../../lib/format";

type Loaded = { key: string; place: WaitlistPlace | null };

export function WaitlistIsland(props: WaitlistProps) {
  const tourId = String(props.tourId);
  const userId = useSession().user?.id ?? null;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const key = `${userId ?? ""}|${tourId}`;

  useEffect(() => {
    if (!userId) return;
    let live = true;
    void getWaitlistPlace(tourId).then((result) => {
      if (!live) return;
      setLoaded({ key: `${userId}|${tourId}`, place: result.ok ? result.data : null });
    });
    return () => {
      live = false;
    };
  }, [userId, tourId]);

  const place = userId && loaded?.key === key ? loaded.place : null;
  if (!place || place.numberInLine <= 0) return null;
  const until = place.status === "offered" && place.offeredUntil !== null ? new Date(place.offeredUntil * 1000).toLocaleString(pageLocale()) : null;

  return (
    <p className="waitlist__place" data-testid="waitlist-place" role="status">
      {fill(props.placeLabel, { number: place.numberInLine })}
      {until !== null && (
        <>
          {" "}
          {fill(props.offeredLabel, { until })}
        </>
      )}
    </p>
  );
}
