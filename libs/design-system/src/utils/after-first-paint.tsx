import { type ReactNode, useEffect, useState } from 'react';

/**
 * Renders its children once the screen has painted without them: sections below the fold
 * (Home's Favorites and goals, a media page's readings, journal and recommendations) leave the
 * first frame to what is in view and follow in the next one, their answers already in the
 * cache. Put it after what is in view: nothing above it moves when its children arrive.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // A frame's callback runs before that frame paints; the task it queues runs after it.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted ? children : null;
}
