// Texts of /perfil/redefinir-pin (changing, creating or resetting the 4-digit
// PIN) in Brazilian Portuguese: loaded with that screen (lib/locales/pin.ts),
// not with the first one. Rosto asks for the PIN where a shop or a larger
// payment requires it, so the texts say that (not the spec's "staff only").
export const pinPtBR = {
  resetPin: {
    pageTitle: 'Senha | Rosto',
    intro: {
      title: 'Sua senha de 4 números',
      text: 'Algumas lojas e os pagamentos de valor mais alto pedem a sua senha, além do rosto. Aqui você pode trocá-la.',
      signOutNote:
        'Ao trocar a senha, saímos da sua conta nos outros aparelhos. Neles, você entra de novo com o seu CPF e um código por SMS.',
      change: 'Alterar senha',
      forgot: 'Não sei minha senha',
      createTitle: 'Crie sua senha de 4 números',
      createText:
        'Algumas lojas e os pagamentos de valor mais alto pedem uma senha, além do rosto. Enviamos uma senha provisória por SMS e, com ela, você cria a sua.',
      create: 'Criar senha',
    },
    verify: {
      currentTitle: 'Digite sua senha atual',
      currentText: 'Para trocar a senha, confirme primeiro a que você usa hoje.',
      smsTitle: 'Digite a senha enviada por SMS',
      smsText:
        'Enviamos uma nova senha de 4 números por SMS para o celular da sua conta. Ela chega em cerca de {{seconds}} segundos.',
      checking: 'Conferindo sua senha…',
    },
    choose: {
      title: 'Crie sua nova senha',
      text: 'Escolha 4 números difíceis de adivinhar: nada de números repetidos, sequências ou anos.',
    },
    confirm: {
      title: 'Confirme a nova senha',
      text: 'Digite a nova senha mais uma vez.',
      saving: 'Salvando sua nova senha…',
    },
    changed: {
      title: 'Nova senha salva!',
      text: 'Use a nova senha quando uma loja ou um pagamento pedir. Por segurança, saímos da sua conta nos outros aparelhos.',
      backToProfile: 'Voltar ao perfil',
    },
    triesLeft_one: 'Resta {{count}} tentativa antes de a senha ser bloqueada.',
    triesLeft_other: 'Restam {{count}} tentativas antes de a senha ser bloqueada.',
    reset: 'Redefinir senha',
    sending: 'Enviando uma nova senha por SMS…',
  },
};

/** Same keys as pt-BR, any text. */
export type PinCatalogue = {
  [Key in keyof typeof pinPtBR]: DeepText<(typeof pinPtBR)[Key]>;
};
type DeepText<T> = T extends string ? string : { [Key in keyof T]: DeepText<T[Key]> };
