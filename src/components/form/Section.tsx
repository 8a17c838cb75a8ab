import { useId, type ReactNode } from 'react';

interface Props {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** One titled part of a form: a `<section>` named by its `<h2>`. */
export function Section({ title, description, children, className = '' }: Props) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`card p-5 sm:p-6 ${className}`}>
      <h2 id={id} className="text-lg font-semibold text-brand-900">
        {title}
      </h2>
      {description && <div className="mt-1 text-sm text-slate-600">{description}</div>}
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}

/** Two columns from the small breakpoint up. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return <div className="grid gap-4 sm:grid-cols-2">{children}</div>;
}
