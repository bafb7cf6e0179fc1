import { ShieldX } from "lucide-react";
import { Link } from "react-router";
import { accessCodeMessages } from "@common/constants/access-codes";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";

/** What a member without the admin role sees on an admin page (screens §4). */
export function NoAccessCard() {
  return (
    <main className="mx-auto max-w-lg px-4 py-16">
      <Card data-testid="no-access-card">
        <CardHeader className="items-center text-center">
          <ShieldX className="mx-auto size-10 text-stone-400" aria-hidden="true" />
          <CardTitle className="text-xl" role="heading" aria-level={1}>
            {accessCodeMessages.noAccess}
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-4 text-center text-sm text-stone-600">
          <p>This area is for Phototheology administrators.</p>
          <Button asChild variant="outline">
            <Link to="/dashboard">Go to your dashboard</Link>
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
