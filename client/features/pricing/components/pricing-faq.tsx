import * as Accordion from "@radix-ui/react-accordion";
import { ChevronDown } from "lucide-react";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { type FaqItem, pricingCopy } from "@common/constants/plans";

const anchorOf = (item: FaqItem) => `faq-${item.id}`;

/**
 * "Frequently Asked Questions" as an accordion. A link to #faq-{id} (the Student card's button)
 * opens that answer, scrolls to it and moves focus to its question.
 */
export function PricingFaq({ items }: { items: readonly FaqItem[] }) {
  const location = useLocation();
  const [open, setOpen] = useState<string[]>([]);
  const target = items.find((item) => `#${anchorOf(item)}` === location.hash);

  // Opening follows the URL: adjust during render (no effect round-trip). The location key
  // changes on every navigation, so following the same #link again reopens a closed answer.
  const [handledKey, setHandledKey] = useState<string | null>(null);
  if (target && handledKey !== location.key) {
    setHandledKey(location.key);
    if (!open.includes(target.id)) setOpen([...open, target.id]);
  }

  useEffect(() => {
    if (!target) return;
    // Once the answer has rendered open: bring the question into view and give it focus.
    const frame = requestAnimationFrame(() => {
      const element = document.getElementById(anchorOf(target));
      const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      element?.scrollIntoView({ behavior: reducedMotion ? "auto" : "smooth", block: "start" });
      element?.querySelector<HTMLButtonElement>("button")?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [target, location.key]);

  return (
    <section aria-labelledby="faq-heading" className="mx-auto max-w-3xl space-y-6">
      <h2 id="faq-heading" className="text-center text-3xl font-semibold text-night">
        {pricingCopy.faqHeading}
      </h2>
      <Accordion.Root type="multiple" value={open} onValueChange={setOpen} className="space-y-3">
        {items.map((item) => (
          <Accordion.Item
            key={item.id}
            value={item.id}
            id={anchorOf(item)}
            className="scroll-mt-24 rounded-xl border border-stone-200 bg-white shadow-sm data-[state=open]:border-indigo-200"
          >
            <Accordion.Header asChild>
              <h3 className="font-sans">
                <Accordion.Trigger className="group flex w-full cursor-pointer items-center justify-between gap-4 rounded-xl px-5 py-4 text-left text-base font-medium text-ink hover:bg-stone-50">
                  {item.question}
                  <ChevronDown
                    className="size-5 shrink-0 text-stone-500 transition-transform duration-200 group-data-[state=open]:rotate-180"
                    aria-hidden="true"
                  />
                </Accordion.Trigger>
              </h3>
            </Accordion.Header>
            <Accordion.Content className="px-5 pb-5 text-sm leading-relaxed text-stone-700">
              {item.answer}
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </section>
  );
}
