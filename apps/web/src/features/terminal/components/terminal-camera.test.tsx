// The terminal's camera on the shared capture pieces: the hook and the JPEG
// export are replaced (jsdom has neither a camera nor a canvas).
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureFrame } from '../../../components/face-capture/capture-image';
import { useCamera, type CameraState } from '../../../components/face-capture/use-camera';
import '../../../lib/locales/terminal';
import { setupI18n } from '../../../testing/setup-i18n';
import { TerminalCamera } from './terminal-camera';

vi.mock('../../../components/face-capture/use-camera', () => ({ useCamera: vi.fn() }));
vi.mock('../../../components/face-capture/capture-image', () => ({ captureFrame: vi.fn() }));

const open = vi.fn();
const showCamera = (state: CameraState) => vi.mocked(useCamera).mockReturnValue({ state, open });

describe('terminal camera', () => {
  beforeAll(setupI18n);
  beforeEach(() => {
    open.mockReset();
    vi.mocked(captureFrame).mockReset();
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  });

  it('takes the photo once the video plays, and not while the last one is matched', () => {
    showCamera({ view: 'live', stream: {} as MediaStream });
    vi.mocked(captureFrame).mockReturnValue('data:image/jpeg;base64,AAAA');
    const onPhoto = vi.fn();
    const { rerender } = render(<TerminalCamera busy={false} busyLabel="…" onPhoto={onPhoto} />);
    const shutter = screen.getByRole('button', { name: 'Tirar a foto' });
    expect(shutter).toBeDisabled();
    fireEvent.loadedData(screen.getByLabelText('Imagem da câmera'));
    fireEvent.click(shutter);
    expect(onPhoto).toHaveBeenCalledWith('data:image/jpeg;base64,AAAA');

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
