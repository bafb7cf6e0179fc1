/**
 * The wobble of a wrong tap (games.md §4.19): a little shake, never a red ✗. Its keyframes travel with the kids
 * boards (React hoists the one <style> into the head once), and a member who asks for less motion gets none.
 */
const css = `
@keyframes kids-wobble {
  0%, 100% { transform: rotate(0deg); }
  20% { transform: rotate(-6deg) scale(1.02); }
  40% { transform: rotate(5deg); }
  60% { transform: rotate(-4deg); }
  80% { transform: rotate(3deg); }
}
.kids-wobble { animation: kids-wobble 0.5s ease-in-out; }
@media (prefers-reduced-motion: reduce) { .kids-wobble { animation: none; } }
`;

export function WobbleStyle() {
  return (
    <style href="kids-wobble" precedence="default">
      {css}
    </style>
  );
}
