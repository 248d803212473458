import { Card, CardContent, CardHeader } from '../../components/ui/card';

// dashboard.md's four steps; step 2 says what a credit transfer is here (docs/decisions/004).
const STEPS = [
  {
    title: 'Load cash or credit',
    text: 'Deposit cash at the cashier counter. Credit, once a Super Admin approves it, is issued there too.',
  },
  {
    title: 'Transfer credit',
    text: 'Credit is the club’s money for play. The cashier settles it from your cash when you pay it back; it never turns into cash.',
  },
  { title: 'Play', text: 'Buy in at the tables with your balance.' },
  { title: 'Cash out', text: 'Only cash is paid out, at the cashier counter. Credit cannot be withdrawn.' },
];

export function DualBalanceSteps() {
  return (
    <Card>
      <CardHeader className="pb-2">
        <h2 className="text-base font-bold text-white">Dual Balance System</h2>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="flex gap-3">
              <span className="grid size-7 shrink-0 place-items-center rounded-full bg-emerald-500 text-sm font-bold text-slate-950">
                {index + 1}
              </span>
              <div>
                <p className="text-sm font-semibold text-white">{step.title}</p>
                <p className="text-xs text-slate-300">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
