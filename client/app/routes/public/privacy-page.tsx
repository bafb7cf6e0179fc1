/** /privacy — what we keep about members and why (screens §2.5). */
export function PrivacyPage() {
  return (
    <main className="mx-auto max-w-3xl space-y-5 px-4 py-12 text-stone-800">
      <h1 className="text-3xl font-semibold text-night">Privacy</h1>
      <p>We keep what the app needs to work for you, and nothing to sell.</p>
      <h2 className="text-xl font-semibold text-night">What we store</h2>
      <ul className="list-disc space-y-1 pl-6">
        <li>
          Your account: e-mail address, display name, a password hash (never the password) and, if you turn it
          on, your two-factor secret.
        </li>
        <li>
          Your sessions: when and from which browser and address you signed in, so you can see and end them
          from your profile.
        </li>
        <li>Your study: progress, notes and answers you save, and the plan you are on.</li>
        <li>
          When you were last active, to show an anonymous count of members online. Nobody can see who is
          online.
        </li>
      </ul>
      <h2 className="text-xl font-semibold text-night">What stays in your browser</h2>
      <p>
        The session cookie (which scripts cannot read) and, only if you tick "Remember me", your e-mail
        address so the sign-in form can fill it in. Signing out removes both.
      </p>
      <h2 className="text-xl font-semibold text-night">Who sees what</h2>
      <p>
        Other members see only your public profile: display name, avatar and level. Payments are handled by
        our payment provider; we never see your card number.
      </p>
      <h2 className="text-xl font-semibold text-night">Your choices</h2>
      <p>
        You can change your details, end sessions and delete your account at any time from your profile.
        Deleting the account removes everything you own here.
      </p>
    </main>
  );
}
