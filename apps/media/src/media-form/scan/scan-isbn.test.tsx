import { callsTo } from '@shelfmark/testing';
import { withNodeFormData } from '@shelfmark/testing/node';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The page's navigator with the given camera; its own getters (onLine) answer for a plain object, as they cannot through a prototype. */
const fakeNavigator = (mediaDevices: unknown) =>
  Object.create(navigator, { mediaDevices: { value: mediaDevices }, onLine: { value: true } }) as Navigator;
import { renderMedia, startMediaServer } from '../../testing/render-media';

startMediaServer();
withNodeFormData();

/** The camera's reads, the search and the look-up chain several calls: on a loaded machine they take over waitFor's default second. */
const CHAIN = { timeout: 5000 };

/** What the fake camera shows next: the text of a barcode in view, or nothing. */
let inView: string | null = null;
const stopped = vi.fn();

/** A BarcodeDetector that reads EAN-13: a frame holds what is in view, a photo's bytes are the barcode's text. */
class FakeDetector {
  static getSupportedFormats = async () => ['ean_13', 'qr_code'];
  async detect(source: unknown) {
    const text = source instanceof Blob ? await source.text() : inView;
    return text ? [{ rawValue: text }] : [];
  }
}

function camera(answer: 'works' | 'denied' | 'missing') {
  const getUserMedia = vi.fn(async () => {
    if (answer === 'denied') throw new DOMException('Permission denied', 'NotAllowedError');
    if (answer === 'missing') throw new DOMException('Requested device not found', 'NotFoundError');
    return { getTracks: () => [{ stop: stopped }] };
  });
  vi.stubGlobal('navigator', fakeNavigator({ getUserMedia }));
}

beforeEach(() => {
  inView = null;
  vi.stubGlobal('BarcodeDetector', FakeDetector);
  vi.stubGlobal('createImageBitmap', async (blob: Blob) => blob);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const photo = (text: string) => new File([text], 'barcode.jpg', { type: 'image/jpeg' });

describe('Scan ISBN in Add Media', () => {
  it('is not offered where no camera can exist', async () => {
    vi.stubGlobal('navigator', fakeNavigator(undefined));
    renderMedia('/addmedia');
    expect(await screen.findByRole('button', { name: 'Book' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Scan ISBN' })).not.toBeInTheDocument();
  });

  it('reads the barcode in the camera view, chooses Book and fills the form from the look-up', async () => {
    camera('works');
    renderMedia('/addmedia');
    await userEvent.click(await screen.findByRole('button', { name: 'Scan ISBN' }));
    const dialog = await screen.findByRole('dialog', { name: 'Scan ISBN' });
    expect(dialog).toHaveAccessibleDescription('Hold the barcode on the back of the book inside the frame.');
    inView = '9780593098233';

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), CHAIN);
    expect(stopped).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Book' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('ISBN')).toHaveValue('9780593098233');
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Dune Messiah'), CHAIN);
    expect(screen.getByLabelText('Number of Pages')).toHaveValue(256);
    expect(screen.getByText('Filled from Open Library: check the fields before you save.')).toBeInTheDocument();
    expect(callsTo('POST', '/search')[0]?.body).toEqual({ searchString: '9780593098233', searchType: 'Isbn' });
  });

  it('opens the page of a book the catalogue has, scanned as its ISBN-10', async () => {
    camera('works');
    const { router } = renderMedia('/addmedia');
    await userEvent.click(await screen.findByRole('button', { name: 'Scan ISBN' }));
    inView = '0441172717';
    await waitFor(() => expect(router.state.location.pathname).toBe('/book/3'), CHAIN);
    expect(callsTo('GET', '/lookup')).toEqual([]);
  });

  it('says why where the camera is blocked or missing, and reads a photo instead: a product, nothing, then a book', async () => {
    camera('denied');
    renderMedia('/addmedia');
    await userEvent.click(await screen.findByRole('button', { name: 'Scan ISBN' }));
    const status = await screen.findByText("The camera is blocked for this site. Allow it in your browser's settings, or take a photo of the barcode.");
    expect(status).toHaveAttribute('role', 'status');

    const input = screen.getByLabelText('Or take a photo of the barcode');
    expect(input).toHaveAttribute('capture', 'environment');
    await userEvent.upload(input, photo('4006381333931'));
    expect(await screen.findByText("That barcode (4006381333931) is not a book's: an ISBN barcode starts with 978 or 979.")).toBeInTheDocument();
    await userEvent.upload(input, photo(''));
    expect(await screen.findByText('No barcode was found in the photo. Try again closer and in good light, or type the ISBN in the form.')).toBeInTheDocument();
    await userEvent.upload(input, photo('9780593098240'));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), CHAIN);
    expect(screen.getByLabelText('ISBN')).toHaveValue('9780593098240');
  });

  it('keeps the form usable: no camera, closed; a valid ISBN nobody knows is typed in for the rest to be filled by hand', async () => {
    camera('missing');
    renderMedia('/addmedia');
    await userEvent.click(await screen.findByRole('button', { name: 'Scan ISBN' }));
    expect(await screen.findByText('No camera was found. Take a photo of the barcode, or type the ISBN in the form.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scan ISBN' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Scan ISBN' }));
    await userEvent.upload(await screen.findByLabelText('Or take a photo of the barcode'), photo('9791090636071'));
    expect(await screen.findByText('Scanned ISBN 9791090636071: no book was found for it, fill in the rest yourself.')).toBeInTheDocument();
    expect(screen.getByLabelText('ISBN')).toHaveValue('9791090636071');
    await userEvent.type(screen.getByLabelText('Title'), 'Un livre');
    expect(screen.getByLabelText('Title')).toHaveValue('Un livre');
  });
});
