import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';

/** An honest stand-in for a tab that later work fills: names the feature, shows no invented data. */
export function TabPlaceholder({ title, arrivesWith }: { title: string; arrivesWith: string }) {
  return (
    <Card>
      <CardHeader className="items-center py-10 text-center">
        <p aria-hidden="true" className="text-2xl tracking-[0.4em] text-slate-600">
          ♠ ♥ ♦ ♣
        </p>
        <CardTitle className="text-lg">{title}</CardTitle>
        <CardDescription>{arrivesWith}</CardDescription>
      </CardHeader>
    </Card>
  );
}
