/** A gold rosette seal for certificates, drawn by hand as SVG paths (no text: pdfme's SVG renderer draws shapes). */

function rosettePoints(cx: number, cy: number, outer: number, inner: number, points: number): string {
  const coordinates: string[] = [];
  for (let index = 0; index < points * 2; index++) {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = (Math.PI * index) / points - Math.PI / 2;
    coordinates.push(`${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`);
  }
  return coordinates.join(' ');
}

export const SEAL_SVG = [
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120">',
  '<path d="M42 78 L30 116 L44 108 L52 120 L60 84 Z" fill="#8c2f39"/>',
  '<path d="M78 78 L90 116 L76 108 L68 120 L60 84 Z" fill="#a83a46"/>',
  `<polygon points="${rosettePoints(60, 54, 50, 42, 24)}" fill="#c9a44c"/>`,
  '<circle cx="60" cy="54" r="38" fill="#e3c46f" stroke="#a8842c" stroke-width="2"/>',
  '<circle cx="60" cy="54" r="30" fill="none" stroke="#a8842c" stroke-width="1.2" stroke-dasharray="3 2"/>',
  `<polygon points="${rosettePoints(60, 54, 18, 8, 5)}" fill="#a8842c"/>`,
  '</svg>',
].join('');
