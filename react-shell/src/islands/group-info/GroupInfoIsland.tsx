// Group info on the tour page (spec §4 group-info modal; contract `group-info`): who is
// travelling, for logged-in visitors only. Logged out (a 401 too: the API client logs out), a button opens the auth modal
// and the figures load once the code is verified; the age snapshot shows when the server has
// one (3 or more opted-in travellers). The server renders the section around the placeholder
// (`section.group-info[data-testid=group-info]` with its heading): the island renders its body
// only, with the labels of its own props.
import { useEffect, useState } from "react";
import type { GroupInfo, GroupInfoLabels, GroupInfoProps } from "../../contract/generated";
import { getSession, openAuth, useAccountConfig, useSession } from "../../lib/account";
import { getGroupInfo } from "../../lib/api-client";
import { pageLocale } from "../../lib/format";
import "./group-info.css";

type Loaded = { key: string; info: GroupInfo | null };

export function GroupInfoIsland(props: GroupInfoProps) {
  const tourId = String(props.tourId);
  const config = useAccountConfig();
  const session = useSession();
  const userId = session.user?.id ?? null;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const key = `${userId ?? ""}|${tourId}`;

  useEffect(() => {
    if (!userId) return;
    let live = true;
    void getGroupInfo(tourId).then((result) => {
      // The session ended under the call (the client has logged out): the locked state, not an error.
      if (!live || (!result.ok && getSession().user === null)) return;
      setLoaded({ key: `${userId}|${tourId}`, info: result.ok ? result.data : null });
    });
    return () => {
      live = false;
    };
  }, [userId, tourId]);

  if (!config) return null;
  const { labels } = props;
  const current = loaded?.key === key ? loaded : null;
  const waiting = session.status === "loading" || (userId !== null && !current);

  return (
    <div className="group-info__body" aria-busy={waiting || undefined}>
      {session.status === "ready" && !userId && (
        <>
          <p>{labels.groupInfoLocked}</p>
          <button
            type="button"
            className="button"
            data-testid="group-info-open"
            onClick={() => void openAuth({ reason: "group-info", tourId })}
          >
            {labels.groupInfoOpen}
          </button>
        </>
      )}
      {current &&
        (current.info ? (
          <Figures info={current.info} labels={labels} />
        ) : (
          <p className="group-info__error" role="alert">
            {config.labels.genericError}
          </p>
        ))}
    </div>
  );
}

/** A share as a percentage can be no less than none and no more than all. */
function share(value: number): number {
  return Math.min(1, Math.max(0, value));
}

function Figures({ info, labels }: { info: GroupInfo; labels: GroupInfoLabels }) {
  const locale = pageLocale();
  const number = (value: number) => new Intl.NumberFormat(locale).format(value);
  const figures: [string, number, string?][] = [
    [labels.travellersCount, info.travellersCount, "group-info-travellers"],
    [labels.firstTimers, info.firstTimers],
    [labels.tripsDone, info.tripsDone],
    [labels.male, info.genders.male],
    [labels.female, info.genders.female],
    [labels.expectedGroupSize, info.expectedGroupSize],
    [labels.interestedCount, info.interestedCount],
  ];
  const { snapshot } = info;
  const largest = Math.max(1, ...(snapshot?.ageBands.map((band) => band.count) ?? []));

  return (
    <>
      <dl className="group-info__figures" data-testid="group-info-figures">
        {figures.map(([label, value, testId]) => (
          <div className="group-info__figure" key={label} data-testid={testId}>
            <dt>{label}</dt>
            <dd>{number(value)}</dd>
          </div>
        ))}
      </dl>
      {snapshot ? (
        <div className="group-info__snapshot" data-testid="group-info-snapshot">
          <h3 className="group-info__subtitle">{labels.snapshotTitle}</h3>
          <ul className="group-info__bands">
            {snapshot.ageBands.map((band) => (
              <li className="group-info__band" key={band.band}>
                <span className="group-info__band-name">{band.band}</span>
                <span className="group-info__bar" aria-hidden="true">
                  <span style={{ inlineSize: `${Math.round((band.count / largest) * 100)}%` }} />
                </span>
                <span className="group-info__band-count">{number(band.count)}</span>
              </li>
            ))}
          </ul>
          <p className="group-info__share">
            {labels.firstTimerShare}:{" "}
            <strong>{new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 0 }).format(share(snapshot.firstTimerShare))}</strong>
          </p>
        </div>
      ) : (
        <p className="group-info__empty">{labels.noSnapshot}</p>
      )}
    </>
  );
}
