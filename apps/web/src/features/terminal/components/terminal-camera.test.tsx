// The terminal's camera on the shared capture pieces: the hook and the JPEG
// export are replaced (jsdom has neither a camera nor a canvas).
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureFrame } from '../../../components/face-capture/capture-image';
import { useCamera, type CameraState } from '../../../components/face-capture/use-camera';
import '../../../lib/locales/terminal';
import { setupI18n } from '../../../testing/setup-i18n';
import { TerminalCamera } from './terminal-camera';

vi.mock('../../../components/face-capture/use-camera', () => ({ useCamera: vi.fn() }));
// The photo's height stays the module's own; only the export is replaced.
vi.mock('../../../components/face-capture/capture-image', () => ({
  CAPTURE_HEIGHT: 1280,
  captureFrame: vi.fn(),
}));

const open = vi.fn();
const showCamera = (state: CameraState) => vi.mocked(useCamera).mockReturnValue({ state, open });

describe('terminal camera', () => {
  beforeAll(setupI18n);
  beforeEach(() => {
    open.mockReset();
    vi.mocked(captureFrame).mockReset();
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  });

  it('keeps the last frames while the camera is live and sends them with the photo at the shutter, not while the last one is matched', () => {
    vi.useFakeTimers();
    try {
      showCamera({ view: 'live', stream: {} as MediaStream });
      let shot = 0;
      vi.mocked(captureFrame).mockImplementation(() => `data:image/jpeg;base64,F${(shot += 1)}`);
      const onPhoto = vi.fn();
      const { rerender } = render(<TerminalCamera busy={false} busyLabel="…" onPhoto={onPhoto} />);
      const shutter = screen.getByRole('button', { name: 'Tirar a foto' });
      expect(shutter).toBeDisabled();
      fireEvent.loadedData(screen.getByLabelText('Imagem da câmera'));
      // The customer is asked to look and blink before the shutter, while the frames are kept.
      expect(screen.getByText('Olhe para a câmera e pisque uma vez.')).toBeInTheDocument();
      act(() => void vi.advanceTimersByTime(6 * 200));
      expect(captureFrame).toHaveBeenCalledTimes(6);
      fireEvent.click(shutter);
      // At once: the photo (7th export, at the camera's height) and the last four frames.
      expect(onPhoto).toHaveBeenCalledWith('data:image/jpeg;base64,F7', [
        'data:image/jpeg;base64,F3',
        'data:image/jpeg;base64,F4',
        'data:image/jpeg;base64,F5',
        'data:image/jpeg;base64,F6',
      ]);
      expect(vi.mocked(captureFrame).mock.calls[6]![2]).toEqual({ height: 1280 });

      rerender(<TerminalCamera busy busyLabel="Reconhecendo o cliente…" onPhoto={onPhoto} />);
      expect(shutter).toBeDisabled();
      expect(screen.getByRole('status', { name: 'Reconhecendo o cliente…' })).toBeInTheDocument();
      // No frames are taken while the photo is matched, and those from before are forgotten.
      act(() => void vi.advanceTimersByTime(1_000));
      expect(captureFrame).toHaveBeenCalledTimes(7);
      rerender(<TerminalCamera busy={false} busyLabel="…" onPhoto={onPhoto} />);
      act(() => void vi.advanceTimersByTime(200));
      fireEvent.click(shutter);
      expect(onPhoto).toHaveBeenLastCalledWith('data:image/jpeg;base64,F9', [
        'data:image/jpeg;base64,F8',
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks before opening the camera, and says when it is blocked or missing', () => {
    showCamera({ view: 'prompt' });
    const { rerender } = render(<TerminalCamera busy={false} busyLabel="" onPhoto={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Permitir a câmera' }));
    expect(open).toHaveBeenCalledOnce();

    showCamera({ view: 'denied' });
    rerender(<TerminalCamera busy={false} busyLabel="" onPhoto={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('A câmera está bloqueada.');

    showCamera({ view: 'failed' });
    rerender(<TerminalCamera busy={false} busyLabel="" onPhoto={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(open).toHaveBeenCalledTimes(2);
  });
});
