// The page stays where it is after sign-in: it cancels the element's navigation, puts the form away
// and says who signed in (the header's <cine-user-menu> shows the member by itself).
const status = document.getElementById('status');
document.addEventListener('cine-navigate', (event) => event.preventDefault());
document.addEventListener('cine-logged-in', (event) => {
  document.querySelector('cine-login').hidden = true;
  status.textContent = `Connecté·e : ${event.detail.user?.email ?? ''}`;
});
document.addEventListener('cine-error', (event) => {
  status.textContent = event.detail.message;
});
