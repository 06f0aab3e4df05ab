/** An offline stand-in cover for stories: a coloured 2:3 SVG with the title on it. */
export function sampleCover(title: string, hue: number): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="300" viewBox="0 0 200 300">` +
    `<rect width="200" height="300" fill="hsl(${hue} 45% 32%)"/>` +
    `<rect x="14" y="14" width="172" height="272" fill="none" stroke="hsl(${hue} 60% 80%)" stroke-width="2"/>` +
    `<text x="100" y="150" fill="#fff" font-family="Georgia, serif" font-size="22" text-anchor="middle">${title}</text>` +
    `</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
