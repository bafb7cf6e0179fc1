/** /terms — the Terms of Service the sign-up footer links to (screens §2.5). */
export function TermsPage() {
  return (
    <main className="mx-auto max-w-3xl space-y-5 px-4 py-12 text-stone-800">
      <h1 className="text-3xl font-semibold text-night">Terms of Service</h1>
      <p>
        These terms describe how you may use Phototheology and what you can expect from us. By creating an
        account you accept them.
      </p>
      <h2 className="text-xl font-semibold text-night">Your account</h2>
      <p>
        Keep your password to yourself and tell us if you think someone else has used your account. You may
        delete your account at any time from your profile; everything you own in it is removed with it.
      </p>
      <h2 className="text-xl font-semibold text-night">Using the app well</h2>
      <p>
        Study, share and discuss in good faith. Do not try to reach other members' private data, overload the
        service, or post material that is unlawful or abusive.
      </p>
      <h2 className="text-xl font-semibold text-night">Content</h2>
      <p>
        Bible texts in the app are public-domain translations. The teaching material is ours; you may quote it
        for personal and group study. What you write stays yours; you allow us to store and show it to you
        and, where you choose to share it, to others.
      </p>
      <h2 className="text-xl font-semibold text-night">Plans and changes</h2>
      <p>
        Paid plans renew until cancelled. We may improve or change features; when a change affects what you
        pay for, we will tell you beforehand.
      </p>
    </main>
  );
}
