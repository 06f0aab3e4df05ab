import { Button, TextField } from '@shelfmark/design-system';
import { Dialog } from '@shelfmark/design-system/controls';
import { useT } from '@shelfmark/i18n';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { chooseBarcodeReader, type BarcodeReader } from './barcode-reader';
import { isbnFromBarcode } from './isbn';

/** Where the scanner is: its camera and reader starting, reading frames, or why the camera is not there. */
type Camera = 'starting' | 'scanning' | 'denied' | 'noCamera' | 'failed';
/** The last thing read that is no ISBN, or the photo read without a barcode. */
type Problem = { kind: 'notBook' | 'invalid'; code: string } | { kind: 'nothingInPhoto' | 'readerFailed' } | null;

/** Between two reads of the camera's frames: reading every frame would keep a phone's processor busy. */
const READ_PAUSE_MS = 150;

function cameraProblem(error: unknown): Camera {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'noCamera';
  return 'failed';
}

interface ScannerDialogProps {
  open: boolean;
  /** An ISBN was read and is being looked up: the camera stops. */
  checking: string | null;
  onIsbn: (isbn: string) => void;
  onClose: () => void;
}

/**
 * Add Media's barcode scanner: the back camera's view, read until a book's barcode shows, and a
 * photo of one as the other way (and the only one where the camera is blocked or missing).
 */
export function ScannerDialog({ open, checking, onIsbn, onClose }: ScannerDialogProps) {
  const t = useT('media');
  const statusId = useId();
  const videoRef = useRef<HTMLVideoElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const reader = useRef<Promise<BarcodeReader> | null>(null);
  const [camera, setCamera] = useState<Camera>('starting');
  const [problem, setProblem] = useState<Problem>(null);
  const [readingPhoto, setReadingPhoto] = useState(false);
  const active = open && checking === null;

  const readerNow = () => (reader.current ??= chooseBarcodeReader());

  /** Answers true when a book's ISBN was among the texts (and is passed on). */
  const take = (texts: string[]): boolean => {
    for (const text of texts) {
      const read = isbnFromBarcode(text);
      if ('isbn' in read) {
        onIsbn(read.isbn);
        return true;
      }
      setProblem({ kind: read.problem, code: text });
    }
    return false;
  };
  const takeRef = useRef(take);
  takeRef.current = take;

  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    setCamera('starting');
    setProblem(null);

    const readFrames = async (barcodes: BarcodeReader, video: HTMLVideoElement) => {
      if (stopped) return;
      const texts = await barcodes.read(video).catch(() => []);
      if (!stopped && !takeRef.current(texts)) timer = setTimeout(() => void readFrames(barcodes, video), READ_PAUSE_MS);
    };

    const start = async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
      } catch (error) {
        if (!stopped) setCamera(cameraProblem(error));
        return;
      }
      const video = videoRef.current;
      if (stopped || !video) return stream.getTracks().forEach((track) => track.stop());
      video.srcObject = stream;
      await video.play().catch(() => undefined);
      setCamera('scanning');
      try {
        void readFrames(await readerNow(), video);
      } catch {
        if (!stopped) setProblem({ kind: 'readerFailed' });
      }
    };
    void start();

    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [active]);

  const readPhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const photo = event.target.files?.[0];
    event.target.value = '';
    if (!photo) return;
    setReadingPhoto(true);
    setProblem(null);
    try {
      const texts = await (await readerNow()).read(photo);
      if (texts.length === 0) setProblem({ kind: 'nothingInPhoto' });
      else take(texts);
    } catch {
      setProblem({ kind: 'readerFailed' });
    } finally {
      setReadingPhoto(false);
    }
  };

  const status = (() => {
    if (checking) return t('scan.checking', { isbn: checking });
    if (readingPhoto) return t('scan.readingPhoto');
    if (problem) return problem.kind === 'notBook' || problem.kind === 'invalid' ? t(`scan.${problem.kind}`, { code: problem.code }) : t(`scan.${problem.kind}`);
    return t(`scan.camera.${camera}`);
  })();
  const cameraShown = camera === 'starting' || camera === 'scanning';

  return (
    <Dialog
      open={open}
      title={t('scan.title')}
      describedBy={statusId}
      initialFocus={closeRef}
      onClose={onClose}
      className="media-scan"
      actions={
        <Button ref={closeRef} variant="secondary" onClick={onClose}>
          {t('scan.close')}
        </Button>
      }
    >
      <div className="media-scan__view" hidden={!cameraShown}>
        <video ref={videoRef} className="media-scan__video" muted playsInline aria-label={t('scan.cameraView')} />
        <div className="media-scan__aim" aria-hidden="true" />
      </div>
      <p id={statusId} className="media-scan__status" role="status">
        {status}
      </p>
      <TextField label={t('scan.photo')} type="file" accept="image/*" capture="environment" onChange={(event) => void readPhoto(event)} disabled={checking !== null} />
    </Dialog>
  );
}
