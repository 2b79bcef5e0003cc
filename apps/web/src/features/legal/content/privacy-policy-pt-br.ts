// Privacy Policy, Brazilian Portuguese (docs/spec/account-checklist.md §1). privacy-policy-en.ts is
// its translation and must change together with it; section ids are shared anchors.
import type { LegalDocument } from './legal-document';

export const privacyPolicyPtBr: LegalDocument = {
  title: 'Política de Privacidade',
  // Updated for self-service deletion and the data download (decision 025).
  updatedAt: '2026-11-23',
  intro: `<p>Esta Política de Privacidade explica como a {{operator.legalName}} trata os dados pessoais de quem usa o Rosto, o serviço que permite pagar com o rosto em estabelecimentos parceiros. Ela segue a Lei Geral de Proteção de Dados Pessoais (LGPD, Lei nº 13.709/2018).</p>
<p>Como o Rosto usa reconhecimento facial, tratamos dados biométricos, que a LGPD considera dados pessoais sensíveis. Por isso, explicamos com atenção especial como esses dados são usados, protegidos e eliminados. Os termos técnicos estão explicados no <a href="#glossario">Glossário</a>, no final.</p>`,
  sections: [
    {
      id: 'quem-somos',
      heading: 'Quem somos e a quem esta Política se aplica',
      html: `<p>A <strong>{{operator.legalName}}</strong>, CNPJ {{operator.cnpj}}, com sede em {{operator.address}} (“Rosto”, “nós”), é a controladora dos dados pessoais tratados no Rosto, ou seja, é quem decide como e para que esses dados são usados.</p>
{{operator.exampleNote}}
<p>Esta Política vale para quem se cadastra e usa o Rosto, no aplicativo, no site e nos estabelecimentos parceiros, inclusive nas versões do Rosto com a marca de parceiros (white label). Quando um parceiro trata os seus dados para finalidades próprias (por exemplo, no programa de fidelidade dele), ele é o controlador desses dados, e vale a política de privacidade do parceiro.</p>
<p>O Rosto é destinado exclusivamente a maiores de 18 anos e não coleta intencionalmente dados de crianças ou adolescentes. Se soubermos que uma conta pertence a uma pessoa menor de 18 anos, encerraremos a conta e eliminaremos os dados, exceto quando a lei exigir que sejam guardados.</p>
<p>Esta Política complementa os <a href="/termos-de-uso">Termos de Uso</a>.</p>`,
    },
    {
      id: 'dados-coletados',
      heading: 'Quais dados coletamos',
      html: `<h3>Identificação e cadastro</h3>
<ul>
<li>nome completo e CPF;</li>
<li>data e hora em que você aceitou os Termos de Uso;</li>
<li>se você chegou por um parceiro, o registro de quando e por meio de quem você autorizou o envio dos seus dados (opt-in);</li>
<li>se você usa óculos, para orientar a captura das fotos do rosto;</li>
<li>o seu PIN de 4 dígitos, guardado de forma protegida.</li>
</ul>
<h3>Contato</h3>
<ul>
<li>número de celular, confirmado por um código enviado por SMS ou por ligação;</li>
<li>e-mail, confirmado por um link.</li>
</ul>
<h3>Dados biométricos (dados pessoais sensíveis)</h3>
<ul>
<li>fotos do seu rosto tiradas no cadastro (com e sem óculos, se for o caso) e recortes dessas fotos;</li>
<li>o template facial gerado a partir dessas fotos;</li>
<li>imagens do rosto capturadas pelo equipamento do estabelecimento no momento do pagamento, para comparação com o seu template;</li>
<li>os resultados das verificações: prova de vida, comparação facial e score biométrico calculado por um fornecedor de verificação de identidade.</li>
</ul>
<h3>Dispositivo e uso</h3>
<ul>
<li>um identificador do dispositivo criado pelo aplicativo e guardado no seu aparelho, o sistema operacional e a versão, o modelo ou nome do aparelho e o navegador (user agent);</li>
<li>endereço IP, data e hora de acesso (registros de acesso) e a versão do aplicativo;</li>
<li>eventos de uso do aplicativo, como telas visitadas e etapas concluídas, registrados por nós para melhorar o serviço.</li>
</ul>
<h3>Localização</h3>
<p>Registramos a localização do estabelecimento onde você pagou (nome, endereço e coordenadas do estabelecimento), para mostrar o comprovante e o mapa. É a localização da loja, e não a do seu aparelho.</p>
<h3>Meios de pagamento</h3>
<ul>
<li>cartões de crédito: nome impresso no cartão, bandeira, emissor, mês e ano de validade, CEP de cobrança (opcional), apelido, quatro últimos dígitos e situação da validação;</li>
<li>cartões de loja, pré-pagos, pós-pagos e de parceiros: também o nome do cartão, o estabelecimento ou a associação a que ele está vinculado, a data de nascimento (quando o emissor exige) e o saldo ou os créditos informados pelo emissor;</li>
<li>cartões de vale-alimentação: também o emissor e o programa de benefícios;</li>
<li>o valor que você informa na validação por cobrança de pequeno valor e o número de tentativas.</li>
</ul>
<p><strong>Nunca armazenamos o número completo do cartão nem o código de segurança (CVV).</strong> Esses dados são repassados, por conexão criptografada, ao processador de cartões, que nos devolve um token: um código que representa o cartão e só tem valor no sistema do processador. Guardamos apenas o token e os quatro últimos dígitos, além das informações acima.</p>
<h3>Transações</h3>
<p>Data, hora, valor, estabelecimento, meio de pagamento usado (bandeira e quatro últimos dígitos), situação (aprovada ou cancelada), data do cancelamento e o resultado do reconhecimento facial da transação.</p>
<h3>Atendimento</h3>
<p>O que você nos informa pela Central de Ajuda, por e-mail ou por formulários (inclusive pedidos de encerramento de conta e contestações de transações), com os dados que acompanham o pedido, como o endereço da página em que você estava.</p>
<h3>De onde vêm os dados</h3>
<ul>
<li>de você, no cadastro e no uso do aplicativo;</li>
<li>do seu aparelho, automaticamente;</li>
<li>dos estabelecimentos parceiros, no momento do pagamento (imagem do rosto, valor e dados da compra);</li>
<li>dos parceiros pelos quais você chegou ao Rosto (nome, CPF e telefone, com a sua autorização);</li>
<li>de processadores e emissores de cartões e de parceiros de cartões de loja e de vale-alimentação (token, situação do cartão, saldo e a existência de cartão vinculado ao seu CPF);</li>
<li>do fornecedor de verificação de identidade (score biométrico e resultado da verificação).</li>
</ul>`,
    },
    {
      id: 'finalidades',
      heading: 'Para que usamos os seus dados',
      html: `<p>A tabela abaixo mostra cada finalidade, os dados usados e a base legal da LGPD que a autoriza (art. 7º para dados pessoais e art. 11 para dados pessoais sensíveis, como os biométricos).</p>
<table>
<thead>
<tr><th>Finalidade</th><th>Dados</th><th>Base legal (LGPD)</th></tr>
</thead>
<tbody>
<tr><td data-label="Finalidade">Criar e manter a sua conta e permitir o acesso com o código enviado ao seu celular</td><td data-label="Dados">Identificação, contato, PIN, dispositivo</td><td data-label="Base legal (LGPD)">Execução de contrato (art. 7º, V)</td></tr>
<tr><td data-label="Finalidade">Cadastrar o seu rosto e identificar você nos pagamentos com o rosto</td><td data-label="Dados">Dados biométricos</td><td data-label="Base legal (LGPD)">Consentimento específico e destacado (art. 11, I)</td></tr>
<tr><td data-label="Finalidade">Verificar a sua identidade no cadastro e no uso, com prova de vida e verificação de score biométrico por fornecedor terceiro, e prevenir fraudes</td><td data-label="Dados">Identificação, dados biométricos, dispositivo, transações</td><td data-label="Base legal (LGPD)">Garantia da prevenção à fraude e da segurança do titular em processos de identificação e autenticação de cadastro (art. 11, II, “g”); legítimo interesse, para os dados não sensíveis (art. 7º, IX)</td></tr>
<tr><td data-label="Finalidade">Cadastrar, validar e analisar os seus meios de pagamento</td><td data-label="Dados">Meios de pagamento, identificação</td><td data-label="Base legal (LGPD)">Execução de contrato (art. 7º, V); legítimo interesse na prevenção a fraudes (art. 7º, IX)</td></tr>
<tr><td data-label="Finalidade">Processar pagamentos, emitir comprovantes e mostrar o mapa do estabelecimento</td><td data-label="Dados">Transações, meios de pagamento, localização do estabelecimento</td><td data-label="Base legal (LGPD)">Execução de contrato (art. 7º, V)</td></tr>
<tr><td data-label="Finalidade">Receber dados de parceiros e operar as versões white label</td><td data-label="Dados">Identificação, contato, registro de opt-in</td><td data-label="Base legal (LGPD)">Consentimento (art. 7º, I); execução de contrato (art. 7º, V)</td></tr>
<tr><td data-label="Finalidade">Atender você e analisar contestações e pedidos de encerramento de conta</td><td data-label="Dados">Contato, atendimento, transações</td><td data-label="Base legal (LGPD)">Execução de contrato (art. 7º, V); exercício regular de direitos (art. 7º, VI)</td></tr>
<tr><td data-label="Finalidade">Guardar registros de acesso e proteger o aplicativo contra robôs e ataques</td><td data-label="Dados">Dispositivo e uso</td><td data-label="Base legal (LGPD)">Cumprimento de obrigação legal (art. 7º, II, e art. 15 do Marco Civil da Internet); legítimo interesse (art. 7º, IX)</td></tr>
<tr><td data-label="Finalidade">Medir o uso e melhorar o aplicativo</td><td data-label="Dados">Dispositivo e uso</td><td data-label="Base legal (LGPD)">Legítimo interesse (art. 7º, IX)</td></tr>
<tr><td data-label="Finalidade">Enviar novidades, ofertas e pesquisas de satisfação</td><td data-label="Dados">Nome, contato, preferências de comunicação</td><td data-label="Base legal (LGPD)">Legítimo interesse, com descadastro a qualquer momento (art. 7º, IX)</td></tr>
<tr><td data-label="Finalidade">Cumprir obrigações legais e ordens de autoridades e defender os nossos direitos em processos</td><td data-label="Dados">Os dados necessários em cada caso, inclusive biométricos</td><td data-label="Base legal (LGPD)">Cumprimento de obrigação legal ou regulatória (art. 7º, II, e art. 11, II, “a”); exercício regular de direitos (art. 7º, VI, e art. 11, II, “d”)</td></tr>
</tbody>
</table>
<p>Quando usamos o legítimo interesse, avaliamos antes se ele não prevalece sobre os seus direitos e liberdades, e você pode se opor a esse tratamento (veja <a href="#direitos">Seus direitos</a>). Não usamos os seus dados biométricos para nenhuma finalidade além das indicadas nesta tabela.</p>`,
    },
    {
      id: 'retencao',
      heading: 'Por quanto tempo guardamos os seus dados',
      // docs/spec/account-checklist.md §1 gives two readings (biometric data kept 5 years after the
      // service ends; 10 years in another text). Since self-service deletion (decision 025) the
      // product erases the face at once when the account is deleted, and the text says so. Keep
      // this wording and the English one identical in substance.
      html: `<p>Guardamos os dados pessoais apenas pelo tempo necessário às finalidades desta Política ou pelo prazo que a lei exige. Depois disso, eles são eliminados ou anonimizados. Nesta seção, “encerramento da conta” é a data em que a conta é encerrada, por você ou por nós; para um cadastro que não foi concluído, é a data da última tentativa de cadastro.</p>
<h3>Dados biométricos</h3>
<p><strong>As fotos do seu rosto e o seu template facial são guardados enquanto a sua conta estiver ativa. Quando você exclui a conta no aplicativo (Perfil &gt; Informações &gt; Excluir conta), eles são eliminados na hora, junto com as fotos de trocas de rosto em análise: depois da exclusão, não guardamos nenhum dado biométrico seu.</strong></p>
<p>Na prática:</p>
<ul>
<li>quando você troca a foto do rosto, a anterior deixa de identificar você nos pagamentos; ela fica guardada com acesso restrito, só como prova em caso de contestação de um pagamento feito com ela, por 180 dias, e depois é eliminada. Uma troca recusada na análise é eliminada na hora;</li>
<li>se você tira a primeira foto do cadastro do rosto e não conclui a segunda, essa foto é eliminada em 24 horas;</li>
<li>se a conta for encerrada de outra forma (a seu pedido pela Central de Ajuda, ou por nós), os dados biométricos deixam de ser usados na hora e são eliminados com o mesmo procedimento da exclusão pelo aplicativo;</li>
<li>se você revogar o consentimento para o uso da biometria, deixamos imediatamente de usá-la em pagamentos; como não é possível pagar com o rosto sem ela, a revogação leva ao encerramento da conta e à eliminação descrita acima;</li>
<li>as imagens do rosto capturadas nos pagamentos seguem a mesma regra;</li>
<li>depois da exclusão, guardamos apenas registros sem biometria: a data da exclusão e um código irreversível calculado a partir do seu CPF (não é possível obter o CPF a partir dele), para avisar que a conta foi excluída se alguém tentar entrar com esse CPF. Ele é apagado se você se cadastrar de novo.</li>
</ul>
<h3>Outros dados</h3>
<ul>
<li><strong>Cadastro, contato e atendimento:</strong> enquanto a conta estiver ativa e por 5 anos após o encerramento, para o exercício regular de direitos, ou por prazo maior que a lei exija.</li>
<li><strong>PIN:</strong> eliminado no encerramento da conta.</li>
<li><strong>Transações e comprovantes</strong> (incluindo a bandeira e os quatro últimos dígitos do cartão usado e a localização do estabelecimento): enquanto a conta estiver ativa e por 5 anos após o encerramento, ou por prazo maior que a lei exija, como em obrigações fiscais e contábeis.</li>
<li><strong>Token do cartão:</strong> enquanto o cartão estiver na sua carteira. Quando você remove o cartão, o token é desativado.</li>
<li><strong>Registros de acesso ao aplicativo</strong> (endereço IP, data e hora): por 6 meses, como exige o art. 15 do Marco Civil da Internet (Lei nº 12.965/2014), ou por mais tempo se houver ordem judicial ou investigação de fraude em andamento.</li>
<li><strong>Preferências de comunicação:</strong> enquanto a conta estiver ativa. Guardamos o registro do seu descadastro para continuar respeitando a sua escolha.</li>
<li><strong>Dados no seu navegador:</strong> veja <a href="#cookies">Cookies e armazenamento local</a>.</li>
</ul>`,
    },
    {
      id: 'direitos',
      heading: 'Seus direitos como titular',
      html: `<p>A LGPD (art. 18) garante a você, titular dos dados, o direito de:</p>
<ul>
<li>confirmar se tratamos os seus dados;</li>
<li>acessar os seus dados;</li>
<li>corrigir dados incompletos, inexatos ou desatualizados;</li>
<li>pedir a anonimização, o bloqueio ou a eliminação de dados desnecessários, excessivos ou tratados em desconformidade com a LGPD;</li>
<li>pedir a portabilidade dos seus dados a outro fornecedor, de acordo com a regulamentação da ANPD;</li>
<li>pedir a eliminação dos dados tratados com base no seu consentimento, exceto nos casos de guarda previstos em lei (art. 16 da LGPD e seção <a href="#retencao">Por quanto tempo guardamos os seus dados</a>);</li>
<li>saber com quais entidades públicas e privadas compartilhamos os seus dados;</li>
<li>ser informado sobre a possibilidade de não dar o consentimento e sobre as consequências da negativa. Sem o consentimento para a biometria, não é possível pagar com o rosto;</li>
<li>revogar o consentimento a qualquer momento;</li>
<li>opor-se a tratamento feito com base em outras hipóteses legais, em caso de descumprimento da LGPD;</li>
<li>pedir a revisão de decisões tomadas unicamente com base em tratamento automatizado (art. 20 da LGPD), como explicado em <a href="#decisoes-automatizadas">Decisões automatizadas</a>.</li>
</ul>
<h3>Como exercer os seus direitos</h3>
<p>No aplicativo, em Perfil &gt; Informações, você pode <strong>baixar uma cópia dos seus dados</strong> (“Baixar meus dados”, um arquivo com tudo o que guardamos sobre você, menos o template facial) e <strong>excluir a sua conta na hora</strong> (“Excluir conta”, com a sua senha ou um código enviado por SMS).</p>
<p>Para os demais pedidos, ou se preferir, faça o seu pedido pela Central de Ajuda ou pelo e-mail <a href="mailto:{{operator.contactEmail}}">{{operator.contactEmail}}</a>, com o assunto “Privacidade”. Para proteger você, podemos pedir informações que confirmem a sua identidade antes de atender o pedido. O atendimento é gratuito.</p>
<p>A confirmação de que tratamos os seus dados e o acesso a eles são fornecidos imediatamente, em formato simplificado, ou por declaração completa em até 15 dias (art. 19 da LGPD). Os demais pedidos são respondidos o quanto antes; se não pudermos atender algum deles, explicaremos o motivo, por exemplo um prazo legal de guarda.</p>
<p>Você também pode apresentar reclamação à Autoridade Nacional de Proteção de Dados (ANPD), pelo site <a href="https://www.gov.br/anpd">www.gov.br/anpd</a>, e aos órgãos de defesa do consumidor.</p>`,
    },
    {
      id: 'compartilhamento',
      heading: 'Com quem compartilhamos os seus dados',
      html: `<p><strong>Não vendemos os seus dados pessoais.</strong> Compartilhamos apenas o necessário para cada finalidade, com:</p>
<ul>
<li><strong>Processadores e emissores de cartões, bandeiras e credenciadoras:</strong> para gerar o token do cartão, validá-lo (inclusive com a cobrança de pequeno valor), autorizar pagamentos e tratar cancelamentos, estornos e contestações.</li>
<li><strong>Emissores de cartões de loja, pré-pagos, pós-pagos e de vale-alimentação:</strong> para verificar se há cartão vinculado ao seu CPF, enviar o código de confirmação ao telefone cadastrado no cartão e consultar saldo e créditos.</li>
<li><strong>Provedores de SMS, de ligações e de e-mail:</strong> para enviar códigos de verificação, links de confirmação, avisos e resultados de análises.</li>
<li><strong>Estabelecimentos parceiros:</strong> recebem a confirmação de que o pagamento foi autorizado e os dados da compra (valor, data e meio de pagamento mascarado) e, quando necessário para o atendimento, o seu nome. Eles não recebem o seu template facial.</li>
<li><strong>Parceiros white label:</strong> quando você usa o Rosto com a marca de um parceiro ou chegou ao Rosto por meio dele, compartilhamos com o parceiro as informações necessárias à parceria, como a situação do seu cadastro e o registro da sua autorização, e recebemos dele os dados de cadastro que você autorizou.</li>
<li><strong>Fornecedor de verificação de identidade e de score biométrico:</strong> recebe o seu CPF, o seu nome e as fotos do seu rosto para verificar a sua identidade e calcular um score de risco, usado na prevenção a fraudes.</li>
<li><strong>Fornecedores de tecnologia de reconhecimento facial e de prova de vida:</strong> atuam como operadores e tratam os dados biométricos apenas de acordo com as nossas instruções.</li>
<li><strong>Fornecedores de infraestrutura e de serviços:</strong> hospedagem em nuvem, ferramenta de atendimento, mapas (para mostrar a localização do estabelecimento) e proteção contra robôs (reCAPTCHA, do Google), sempre sob contrato e com garantias de segurança adequadas.</li>
<li><strong>Autoridades:</strong> quando houver obrigação legal ou regulatória, ordem judicial ou requisição de autoridade competente, ou para a defesa dos nossos direitos em processos.</li>
<li><strong>Operações societárias:</strong> em caso de fusão, aquisição ou incorporação da Rosto, os dados podem ser transferidos ao sucessor, que continuará obrigado a seguir esta Política.</li>
</ul>
<p>Não compartilhamos os seus dados com estabelecimentos ou parceiros para que eles enviem publicidade própria a você.</p>`,
    },
    {
      id: 'decisoes-automatizadas',
      heading: 'Decisões automatizadas',
      html: `<p>Algumas decisões no Rosto são tomadas de forma automatizada, porque precisam ser rápidas e seguras:</p>
<ul>
<li><strong>Reconhecimento facial no pagamento:</strong> o sistema compara a imagem capturada com o seu template e decide se a semelhança é suficiente para usar a sua carteira.</li>
<li><strong>Validação do cadastro facial:</strong> verificações da qualidade da foto, prova de vida e correspondência com a sua identidade. Muitas tentativas sem sucesso podem bloquear novas tentativas por alguns dias.</li>
<li><strong>Scores de fraude e score biométrico:</strong> usados para aprovar ou não o seu cadastro, o cadastro de meios de pagamento e determinadas transações, e para bloquear a conta em caso de risco.</li>
<li><strong>Validação de cartões:</strong> conferência do valor da cobrança de pequeno valor ou do código de segurança, com limite de tentativas.</li>
</ul>
<p>Essas decisões usam critérios como o grau de semelhança entre as imagens, sinais de prova de vida, a consistência dos dados de cadastro, o histórico de uso e informações do dispositivo. Se você pedir, forneceremos informações claras e adequadas sobre os critérios e os procedimentos usados, respeitados os segredos comercial e industrial (art. 20, § 1º, da LGPD).</p>
<p>Você tem o direito de pedir a revisão de decisões tomadas unicamente com base em tratamento automatizado que afetem os seus interesses (art. 20 da LGPD). Faça o pedido pela Central de Ajuda ou pelo e-mail <a href="mailto:{{operator.contactEmail}}">{{operator.contactEmail}}</a>. A revisão é feita com a participação de uma pessoa da nossa equipe, e informamos o resultado a você.</p>`,
    },
    {
      id: 'comunicacoes',
      heading: 'Mensagens de marketing e pesquisas de satisfação',
      html: `<p>Podemos enviar a você, por e-mail, SMS ou notificação, mensagens sobre novidades e ofertas do Rosto e dos estabelecimentos parceiros, além de pesquisas de satisfação (por exemplo, depois de um pagamento ou de um atendimento). Responder às pesquisas é opcional.</p>
<p><strong>Você pode deixar de receber essas mensagens a qualquer momento</strong>, pelo link de descadastro do e-mail, pelas instruções da própria mensagem ou pela Central de Ajuda. O descadastro não afeta as mensagens necessárias ao serviço, como códigos de verificação, avisos de segurança, resultados de análises e comprovantes.</p>
<p>As nossas mensagens nunca pedem o seu PIN, os seus códigos de verificação ou os dados do seu cartão. Desconfie de mensagens que peçam essas informações.</p>`,
    },
    {
      id: 'cookies',
      heading: 'Cookies e armazenamento local',
      html: `<p>O aplicativo web guarda no armazenamento local do seu navegador (local storage) apenas o necessário para funcionar:</p>
<ul>
<li><strong>identificador do dispositivo:</strong> um código aleatório criado pelo aplicativo que nos ajuda a reconhecer o seu aparelho e a proteger a sua conta. Ele continua guardado mesmo depois que você sai da conta;</li>
<li><strong>sessão:</strong> o código que mantém você conectado, apagado quando você sai da conta ou quando a sessão expira;</li>
<li><strong>progresso:</strong> a etapa do cadastro em que você parou e a situação da validação do rosto, para você continuar de onde estava. Esses dados também são apagados quando você sai da conta.</li>
</ul>
<p><strong>Não usamos cookies de publicidade</strong> e não compartilhamos dados de navegação com redes de anúncios. As métricas de uso são registradas por nós, nos nossos próprios servidores.</p>
<p>A proteção contra robôs (reCAPTCHA, do Google), usada no acesso e no cadastro, pode usar cookies e informações técnicas do navegador para distinguir pessoas de robôs, de acordo com a política de privacidade do Google. O mapa do estabelecimento, quando exibido, é carregado do provedor de mapas, que recebe dados técnicos da sua conexão, como o endereço IP.</p>
<p>Você pode apagar esses dados nas configurações do navegador. Se fizer isso, você sairá da conta e poderá ter de confirmar o seu celular novamente.</p>`,
    },
    {
      id: 'seguranca',
      heading: 'Como protegemos os seus dados',
      html: `<p>Adotamos medidas técnicas e administrativas para proteger os seus dados contra acessos não autorizados e situações acidentais ou ilícitas de destruição, perda, alteração ou divulgação (art. 46 da LGPD), entre elas:</p>
<ul>
<li>criptografia dos dados em trânsito (HTTPS);</li>
<li>tokenização dos cartões: não guardamos o número completo nem o código de segurança;</li>
<li>dados biométricos guardados de forma criptografada, separados dos dados de cadastro, com acesso restrito a pessoas autorizadas;</li>
<li>PIN guardado de forma protegida, nunca em texto legível;</li>
<li>confirmação do celular por código de uso único, identificação do dispositivo e proteção contra robôs;</li>
<li>prova de vida, para impedir o uso de fotos, vídeos ou máscaras;</li>
<li>contratos com fornecedores que exigem confidencialidade e segurança;</li>
<li>monitoramento de atividades suspeitas e bloqueio preventivo da conta.</li>
</ul>
<p>Nenhum sistema é totalmente imune a ataques. Se ocorrer um incidente de segurança que possa causar risco ou dano relevante a você, comunicaremos a ANPD e você, nos termos do art. 48 da LGPD. Você também ajuda a proteger a sua conta: não compartilhe o seu PIN nem os seus códigos de verificação.</p>`,
    },
    {
      id: 'transferencia-internacional',
      heading: 'Transferência internacional de dados',
      html: `<p>Alguns fornecedores (por exemplo, de hospedagem em nuvem, envio de mensagens, proteção contra robôs e mapas) podem tratar dados em servidores fora do Brasil. Nesses casos, a transferência segue o art. 33 da LGPD: usamos apenas os mecanismos previstos em lei, como a transferência para países com grau de proteção adequado reconhecido pela ANPD, cláusulas contratuais que garantam o cumprimento da LGPD ou as demais hipóteses legais, e exigimos dos fornecedores um nível de proteção equivalente ao desta Política. Os dados biométricos só são transferidos com essas mesmas garantias.</p>`,
    },
    {
      id: 'alteracoes',
      heading: 'Alterações desta Política',
      html: `<p>Podemos atualizar esta Política para refletir mudanças no serviço, na lei ou nos nossos processos. A versão em vigor fica sempre disponível no aplicativo e no site, com a data da última atualização.</p>
<p>Mudanças relevantes, como novas finalidades ou novos compartilhamentos, serão comunicadas com pelo menos 15 dias de antecedência, por e-mail ou no aplicativo, destacando o que mudou. Se a mudança afetar um tratamento baseado no seu consentimento, você poderá revogá-lo caso não concorde (art. 8º, § 6º, e art. 9º, § 2º, da LGPD).</p>`,
    },
    {
      id: 'central-de-ajuda',
      heading: 'Central de Ajuda e contato',
      html: `<p>Para dúvidas, pedidos sobre os seus dados ou reclamações, use a Central de Ajuda do aplicativo (no Perfil, na seção Ajuda) ou escreva para <a href="mailto:{{operator.contactEmail}}">{{operator.contactEmail}}</a>.</p>
<ul>
<li><strong>Controlador:</strong> {{operator.legalName}}, CNPJ {{operator.cnpj}}, {{operator.address}}.</li>
<li><strong>Encarregado pelo tratamento de dados pessoais:</strong> {{operator.dpoName}}; contato pelo e-mail <a href="mailto:{{operator.dpoEmail}}">{{operator.dpoEmail}}</a>, com o assunto “Privacidade”.</li>
</ul>`,
    },
    {
      id: 'foro',
      heading: 'Lei aplicável e foro',
      html: `<p>Esta Política é regida pelas leis brasileiras, em especial pela LGPD e pelo Código de Defesa do Consumidor.</p>
<p>Você pode propor qualquer ação relacionada a esta Política no foro do seu domicílio, conforme o art. 101, inciso I, do Código de Defesa do Consumidor, sem prejuízo de apresentar reclamação à ANPD ou aos órgãos de defesa do consumidor.</p>`,
    },
    {
      id: 'glossario',
      heading: 'Glossário',
      html: `<ul>
<li><strong>ANPD:</strong> Autoridade Nacional de Proteção de Dados, o órgão público responsável por zelar pela proteção de dados pessoais e fiscalizar o cumprimento da LGPD.</li>
<li><strong>Anonimização:</strong> uso de meios técnicos razoáveis para que um dado deixe de poder ser associado, direta ou indiretamente, a uma pessoa.</li>
<li><strong>Biometria:</strong> características físicas próprias de cada pessoa, como o rosto, usadas para identificá-la.</li>
<li><strong>Bloqueio:</strong> suspensão temporária de qualquer operação de tratamento, com a guarda do dado.</li>
<li><strong>Consentimento:</strong> manifestação livre, informada e inequívoca pela qual você concorda com o tratamento dos seus dados para uma finalidade determinada.</li>
<li><strong>Controlador:</strong> quem toma as decisões sobre o tratamento de dados pessoais. No Rosto, é a {{operator.legalName}}</li>
<li><strong>Dado pessoal:</strong> informação relacionada a uma pessoa natural identificada ou identificável, como nome, CPF ou telefone.</li>
<li><strong>Dado pessoal sensível:</strong> dado sobre origem racial ou étnica, convicção religiosa, opinião política, filiação a sindicato ou a organização de caráter religioso, filosófico ou político, dado referente à saúde ou à vida sexual, dado genético ou biométrico, quando vinculado a uma pessoa natural.</li>
<li><strong>Decisão automatizada:</strong> decisão tomada por um sistema, sem intervenção humana, a partir do tratamento de dados.</li>
<li><strong>Eliminação:</strong> exclusão definitiva de um dado.</li>
<li><strong>Encarregado:</strong> pessoa indicada pelo controlador para ser o canal de comunicação com os titulares e com a ANPD.</li>
<li><strong>LGPD:</strong> Lei Geral de Proteção de Dados Pessoais, Lei nº 13.709/2018.</li>
<li><strong>Operador:</strong> quem trata dados pessoais em nome do controlador, seguindo as instruções dele.</li>
<li><strong>Prova de vida:</strong> verificação de que há uma pessoa real e presente diante da câmera, e não uma foto, um vídeo ou uma máscara.</li>
<li><strong>Score biométrico:</strong> indicador calculado por um fornecedor de verificação de identidade que estima o risco de fraude no cadastro facial.</li>
<li><strong>Template facial:</strong> representação numérica das características do rosto, gerada a partir de uma foto e usada para reconhecer a pessoa. O template não é uma foto.</li>
<li><strong>Titular:</strong> a pessoa natural a quem se referem os dados pessoais, ou seja, você.</li>
<li><strong>Token:</strong> código que substitui o número do cartão e só tem valor no sistema do processador de cartões.</li>
<li><strong>Tratamento:</strong> toda operação realizada com dados pessoais, como coleta, uso, acesso, armazenamento, compartilhamento e eliminação.</li>
</ul>`,
    },
  ],
};
