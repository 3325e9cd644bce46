import { useCallback, useEffect, useRef, useState } from 'react';

export type HostState = 'idle' | 'starting' | 'live' | 'camera-error' | 'connection-error';

interface Run {
  stop(): void;
}

/**
 * What the trainer's side shares across providers: the state, the preview, who watches, and the
 * running stream, stopped on leave or when the page goes, even while it is still starting (the
 * camera and the channel must not stay on behind a page the trainer left).
 */
export function useHostRun() {
  const [state, setState] = useState<HostState>('idle');
  const [media, setMedia] = useState<MediaStream | null>(null);
  const [watching, setWatching] = useState(0);
  const run = useRef<Run | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      run.current?.stop();
      run.current = null;
    };
  }, []);

  /** Keeps a run that has started, or stops it at once when the page was left meanwhile. */
  const begin = useCallback((started: Run, preview: MediaStream) => {
    if (!mounted.current) {
      started.stop();
      return;
    }
    run.current = started;
    setMedia(preview);
    setState('live');
  }, []);

  const fail = useCallback((reason: 'camera-error' | 'connection-error') => {
    if (mounted.current) setState(reason);
  }, []);

  const leave = useCallback(() => {
    run.current?.stop();
    run.current = null;
    setMedia(null);
    setWatching(0);
    setState('idle');
  }, []);

  return { state, media, watching, setState, setWatching, begin, fail, leave };
}
