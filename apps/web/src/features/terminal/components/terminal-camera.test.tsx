// The terminal's camera on the shared capture pieces: the hook and the JPEG
// export are replaced (jsdom has neither a camera nor a canvas).
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureBurst } from '../../../components/face-capture/capture-burst';
import { captureFrame } from '../../../components/face-capture/capture-image';
import { useCamera, type CameraState } from '../../../components/face-capture/use-camera';
import '../../../lib/locales/terminal';
import { setupI18n } from '../../../testing/setup-i18n';
import { TerminalCamera } from './terminal-camera';

vi.mock('../../../components/face-capture/use-camera', () => ({ useCamera: vi.fn() }));
vi.mock('../../../components/face-capture/capture-image', () => ({ captureFrame: vi.fn() }));
vi.mock('../../../components/face-capture/capture-burst', () => ({ captureBurst: vi.fn() }));

const open = vi.fn();
const showCamera = (state: CameraState) => vi.mocked(useCamera).mockReturnValue({ state, open });

describe('terminal camera', () => {
  beforeAll(setupI18n);
  beforeEach(() => {
    open.mockReset();
    vi.mocked(captureFrame).mockReset();
    vi.mocked(captureBurst).mockReset();
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  });

  it('takes the photo once the video plays, then its burst, and not while the last one is matched', async () => {
    showCamera({ view: 'live', stream: {} as MediaStream });
    vi.mocked(captureFrame).mockReturnValue('data:image/jpeg;base64,AAAA');
    let finishBurst: (frames: string[]) => void = () => {};
    vi.mocked(captureBurst).mockReturnValue(
      new Promise((resolve) => {
        finishBurst = resolve;
      }),
    );
    const onPhoto = vi.fn();
    const { rerender } = render(<TerminalCamera busy={false} busyLabel="…" onPhoto={onPhoto} />);
    const shutter = screen.getByRole('button', { name: 'Tirar a foto' });
    expect(shutter).toBeDisabled();
    fireEvent.loadedData(screen.getByLabelText('Imagem da câmera'));
    fireEvent.click(shutter);
    // The burst runs: the customer is asked to keep looking and blink; the shutter waits.
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Continue olhando para a câmera e pisque uma vez…',
    );
    expect(shutter).toBeDisabled();
    expect(onPhoto).not.toHaveBeenCalled();
    await act(async () => {
      finishBurst(['data:image/jpeg;base64,BBBB', 'data:image/jpeg;base64,CCCC']);
      await Promise.resolve();
    });
    expect(onPhoto).toHaveBeenCalledWith('data:image/jpeg;base64,AAAA', [
      'data:image/jpeg;base64,BBBB',
      'data:image/jpeg;base64,CCCC',
    ]);

    rerender(<TerminalCamera busy busyLabel="Reconhecendo o cliente…" onPhoto={onPhoto} />);
    expect(shutter).toBeDisabled();
    expect(screen.getByRole('status', { name: 'Reconhecendo o cliente…' })).toBeInTheDocument();
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
