import { useEffect, useRef } from 'react';

/** A video element showing a MediaStream (React has no attribute for srcObject). */
export function VideoView({
  stream,
  label,
  muted,
  testId,
}: {
  stream: MediaStream;
  label: string;
  muted: boolean;
  testId: string;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.srcObject = stream;
    void video.play().catch(() => undefined);
  }, [stream]);
  return (
    <video
      ref={ref}
      aria-label={label}
      data-testid={testId}
      autoPlay
      playsInline
      muted={muted}
      style={{ width: '100%', maxHeight: '70vh', background: 'black', borderRadius: 8 }}
    />
  );
}
