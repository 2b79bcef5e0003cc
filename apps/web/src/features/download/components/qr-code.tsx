// QR code of a URL, drawn by the `qrcode` package as SVG and shown as an image
// with an accessible name.
import { useEffect, useState } from 'react';
import { toString as qrToSvg } from 'qrcode';

export function QrCode({
  value,
  label,
  size = 184,
}: {
  value: string;
  label: string;
  size?: number;
}) {
  const [src, setSrc] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    qrToSvg(value, {
      type: 'svg',
      margin: 1,
      errorCorrectionLevel: 'M',
      color: { dark: '#13201b', light: '#ffffff' },
    })
      .then((svg) => {
        if (current) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch((error: unknown) => console.warn('QR code could not be drawn', error));
    return () => {
      current = false;
    };
  }, [value]);

  return src ? (
    <img src={src} alt={label} width={size} height={size} data-value={value} className="qr-code" />
  ) : (
    <span
      className="qr-code qr-code--pending"
      style={{ width: size, height: size }}
      aria-hidden="true"
    />
  );
}
