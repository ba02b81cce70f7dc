// The auth modal's resend countdown: the seconds before the server accepts a new code request,
// counted down one second at a time (contract "One-time code steps").
import { useEffect, useState } from "react";

export interface ResendCountdown {
  /** Seconds left before a resend is offered; 0 when it is. */
  secondsLeft: number;
  /** Counts down from `seconds` again (0 offers the resend at once). */
  restart: (seconds: number) => void;
  /** Waits at least `seconds`: a longer countdown already running is kept. */
  waitAtLeast: (seconds: number) => void;
}

export function useResendCountdown(): ResendCountdown {
  const [secondsLeft, setSecondsLeft] = useState(0);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((left) => Math.max(0, left - 1)), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  return {
    secondsLeft,
    restart: setSecondsLeft,
    waitAtLeast: (seconds) => {
      if (seconds > 0) setSecondsLeft((left) => Math.max(left, seconds));
    },
  };
}
