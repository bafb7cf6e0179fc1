import type { AnswerFieldDto } from "@common/schemas/challenges";

/** The member's answer, field by field with the journal's labels. */
export function AnswerFields({ fields }: { fields: AnswerFieldDto[] }) {
  return (
    <dl className="space-y-2">
      {fields.map((field) => (
        <div key={field.key}>
          <dt className="text-xs font-semibold uppercase tracking-wide text-stone-500">{field.label}</dt>
          <dd className="whitespace-pre-wrap text-stone-900">{field.value}</dd>
        </div>
      ))}
    </dl>
  );
}
