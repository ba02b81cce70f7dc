// "Understood": the chips the wish reads as, each with its kind and a link searching without it.
import type { MouseEvent } from "react";
import type { AskLabels, ShownChip } from "./askChips";

export function AskChips({
  chips,
  labels,
  onRemove,
}: {
  chips: ShownChip[];
  labels: AskLabels;
  onRemove: (chip: ShownChip) => (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const label = (key: string): string => labels[key] ?? "";
  return (
    <section className="ask-understood" aria-labelledby="ask-understood-title">
      <h2 id="ask-understood-title" className="ask-understood__title">
        {label("ask-understood")}
      </h2>
      <ul className="ask-chips" data-testid="ask-chips">
        {chips.map((chip, index) => (
          <li key={`${index}:${chip.kind}:${chip.label}`} className={`ask-chip ask-chip--${chip.kind}`} data-kind={chip.kind} data-testid="ask-chip">
            <span className="ask-chip__kind">{labels[`ask-kind-${chip.kind}`] ?? chip.kind}</span>
            <span className="ask-chip__label">{chip.label}</span>
            <a
              className="ask-chip__remove"
              href={chip.href}
              aria-label={`${label("ask-chip-remove-label")} ${chip.label}`}
              onClick={onRemove(chip)}
              data-testid="ask-chip-remove"
            >
              ×
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
